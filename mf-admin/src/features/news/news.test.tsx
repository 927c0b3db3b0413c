import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failAnswer, okAnswer } from '@skiclub/shared/testing';
import type { News } from '@skiclub/shared/schemas';
import { renderScreen, uuid } from '../crud/testing/screenTesting';
import { payloadOf, resolveReply, serveAdminApi, type RouteReply } from '../crud/testing/adminApi';
import type { NewsSave } from './api/service';
import { NewsScreen } from '.';

// defaultHidden skips the costly visibility check of role queries on antd's large DOM.
configure({ defaultHidden: true });

function news(n: number, o: Partial<News> = {}): News {
  return {
    id: uuid(n),
    baslik: `Haber ${n}`,
    slug: `haber-${n}`,
    icerik: 'Kulübümüzün yeni sezon hazırlıkları sürüyor.',
    ozet: 'Kulübümüzün yeni sezon hazırlıkları sürüyor.',
    anahtarKelimeler: 'kayak, kamp',
    kapakGorselUrl: null,
    yayinlanmaTarihi: '2026-11-20T09:30:00.000Z',
    yayinlayanKullaniciAdi: 'Mehmet Demir',
    aktif: true,
    ...o,
  };
}

const api = serveAdminApi({}, { transport: 'socket' }); // a real socket: the cover upload is multipart

/** Id the stand-in gives the first item created in a test (then uuid(1002), …). */
const NEW_ID = uuid(1001);

/** Answers a test sets instead of the defaults of {@link serveNews}. */
interface NewsAnswers {
  list?: RouteReply;
  create?: RouteReply;
  upload?: RouteReply;
}

/**
 * The news on the stand-in API, kept as the API keeps them: the list pages every item by
 * `page`/`pageSize` (newest first), a create adds the item first (slug made up when none is sent),
 * an update (PUT /api/haber, id in the body) changes it, a delete removes it, a cover upload
 * answers its path. `answers` replaces an answer.
 * @returns spies of what arrived: list(page, pageSize), create(body without the token),
 * update(id, body without token and id), remove(id), uploadCover(id)
 */
function serveNews(start: News[], answers: NewsAnswers = {}) {
  let items = [...start];
  let next = 1000;
  const calls = {
    list: vi.fn<(page: number, pageSize: number) => void>(),
    create: vi.fn<(payload: NewsSave) => void>(),
    update: vi.fn<(id: string, payload: NewsSave) => void>(),
    remove: vi.fn<(id: string) => void>(),
    uploadCover: vi.fn<(id: string) => void>(),
  };
  const routes = api().routes;
  const itemRoutes = (id: string) => {
    routes[`DELETE /api/haber/${id}`] = () => {
      calls.remove(id);
      items = items.filter((n) => n.id !== id);
      return okAnswer(null);
    };
    routes[`POST /api/haber/kapak/${id}`] = (req) => (calls.uploadCover(id), resolveReply(answers.upload, req, () => okAnswer(`/uploads/haber/${id}-kapak.png`)));
  };
  routes['GET /api/haber'] = (req) => {
    const page = Number(req.searchParams.get('page'));
    const pageSize = Number(req.searchParams.get('pageSize'));
    calls.list(page, pageSize);
    const slice = items.slice((page - 1) * pageSize, page * pageSize);
    return resolveReply(answers.list, req, () => okAnswer({ items: slice, totalCount: items.length, totalPages: Math.ceil(items.length / pageSize), page, pageSize }));
  };
  routes['POST /api/haber'] = (req) => {
    const p = payloadOf<NewsSave>(req.body);
    calls.create(p);
    return resolveReply(answers.create, req, () => {
      const item = news((next += 1), { ...p, slug: p.slug ?? 'uretilen-slug', anahtarKelimeler: p.anahtarKelimeler });
      items = [item, ...items];
      itemRoutes(item.id);
      return okAnswer(item);
    });
  };
  routes['PUT /api/haber'] = (req) => {
    const { id, ...p } = payloadOf<NewsSave & { id: string }>(req.body);
    calls.update(id, p);
    items = items.map((n) => (n.id === id ? { ...n, ...p, slug: p.slug ?? n.slug } : n));
    return okAnswer(items.find((n) => n.id === id) ?? null);
  };
  for (const n of start) itemRoutes(n.id);
  return calls;
}

/** Serves the news from the stand-in API and renders the screen on its real calls. */
function renderView(start: News[], answers: NewsAnswers = {}) {
  const calls = serveNews(start, answers);
  renderScreen(<NewsScreen />);
  return calls;
}

/** The multipart body of the cover upload number `n` (0: the first) of item `id`, as sent. */
function upload(id: string, n = 0) {
  const sent = api().calls(`POST /api/haber/kapak/${id}`)[n]!;
  expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
  return sent.raw.toString('latin1');
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
const alertBox = () => screen.findByRole('alert');
const coverInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const pngFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'kapak.png', { type: 'image/png' });
const VALID_TEXT = 'Yeni sezon kayıtları başladı, yerinizi ayırtın.';

describe('/admin/haberler (NewsScreen)', () => {
  it('shows the header, the form with its fields and the first page of 10', async () => {
    const calls = renderView([news(1)]);
    expect(screen.getByRole('heading', { name: 'Haberler' })).toBeInTheDocument();
    for (const label of ['Başlık', 'İçerik', 'Anahtar Kelimeler', 'Slug']) expect(field(label)).toBeInTheDocument();
    expect(field('Slug').placeholder).toBe('Boş bırakılırsa başlıktan üretilir');
    expect(screen.getByRole('checkbox', { name: 'Aktif' })).toBeChecked();
    expect(screen.getByText('Kapak Görseli')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Temizle' })).toBeInTheDocument();
    expect(await screen.findByText('Haber 1')).toBeInTheDocument();
    expect(calls.list).toHaveBeenCalledWith(1, 10);
    // Every item, inactive ones too.
    expect(api().calls('GET /api/haber')[0]!.searchParams.get('tumu')).toBe('true');
    expect(screen.getByText('/haber/haber-1')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026')).toBeInTheDocument();
    expect((screen.getByLabelText('Sayfa boyutu') as HTMLInputElement).value).toBe('10');
  });

  it("'Kayıt bulunamadı.' for an empty list", async () => {
    renderView([]);
    expect(await screen.findByText('Kayıt bulunamadı.')).toBeInTheDocument();
  });

  it('shows every validation message of §5 together in one alert and sends nothing', async () => {
    const calls = renderView([]);
    type('Başlık', 'Kış');
    type('İçerik', 'kısa');
    type('Anahtar Kelimeler', 'k'.repeat(501));
    save();
    const alert = await alertBox();
    expect(within(alert).getByText('Başlık en az 5 karakter olmalı')).toBeInTheDocument();
    expect(within(alert).getByText('İçerik en az 20 karakter olmalı')).toBeInTheDocument();
    expect(within(alert).getByText('Anahtar kelimeler 500 karakteri aşmamalı')).toBeInTheDocument();
    type('Başlık', 'x'.repeat(181));
    save();
    await waitFor(() => expect(within(screen.getByRole('alert')).getByText('Başlık en fazla 180 karakter olmalı')).toBeInTheDocument());
    expect(calls.create).not.toHaveBeenCalled();
  });

  it("creates (slug empty → null), then uploads the chosen cover, says 'Kaydedildi', clears the form and reloads", async () => {
    const calls = renderView([news(1)]);
    await screen.findByText('Haber 1');
    type('Başlık', 'Sezon Açılışı');
    type('İçerik', VALID_TEXT);
    type('Anahtar Kelimeler', 'sezon, açılış');
    const file = pngFile();
    fireEvent.change(coverInput(), { target: { files: [file] } });
    expect(await screen.findByText('kapak.png')).toBeInTheDocument();
    save();
    expect(await screen.findByText('Kaydedildi')).toBeInTheDocument();
    expect(calls.create).toHaveBeenCalledWith({ baslik: 'Sezon Açılışı', icerik: VALID_TEXT, anahtarKelimeler: 'sezon, açılış', slug: null, aktif: true });
    expect((api().calls('POST /api/haber')[0]!.body as { recaptchaToken?: unknown }).recaptchaToken).toBe('tok-haber');
    // The cover goes to the created item's id, as the chosen file in the multipart field 'dosya'.
    expect(calls.uploadCover).toHaveBeenCalledWith(NEW_ID);
    expect(calls.uploadCover).toHaveBeenCalledTimes(1);
    expect(upload(NEW_ID)).toContain(`Content-Disposition: form-data; name="dosya"; filename="${file.name}"`);
    expect(upload(NEW_ID)).toContain('\x89PNG');
    expect(calls.update).not.toHaveBeenCalled();
    await waitFor(() => expect(field('Başlık').value).toBe(''));
    expect(await screen.findByText('Sezon Açılışı')).toBeInTheDocument();
    expect(calls.list.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('edits a row with its id (no upload without a new cover); Temizle returns to create mode', async () => {
    const calls = renderView([news(1), news(2, { aktif: false })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Haber 2 düzenle' }));
    expect(await screen.findByText('Haberi Düzenle')).toBeInTheDocument();
    await waitFor(() => expect(field('Başlık').value).toBe('Haber 2'));
    expect(field('Slug').value).toBe('haber-2');
    expect(screen.getByRole('checkbox', { name: 'Aktif' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Aktif' }));
    type('Başlık', 'Haber 2 Güncel');
    save();
    expect(await screen.findByText('Kaydedildi')).toBeInTheDocument();
    expect(calls.update).toHaveBeenCalledWith(uuid(2), expect.objectContaining({ baslik: 'Haber 2 Güncel', slug: 'haber-2', aktif: true }));
    expect(calls.create).not.toHaveBeenCalled();
    expect(calls.uploadCover).not.toHaveBeenCalled();
    expect(await screen.findByText('Yeni Haber')).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Haber 1 düzenle' }));
    await waitFor(() => expect(field('Başlık').value).toBe('Haber 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Temizle' }));
    expect(await screen.findByText('Yeni Haber')).toBeInTheDocument();
    expect(field('Başlık').value).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Aktif' })).toBeChecked();
  });

  it("shows the server's message (and field errors), or 'Kayıt sırasında hata oluştu', in the alert", async () => {
    let creates = 0;
    const taken = 'Bu slug başka bir haberde kullanılıyor.';
    const calls = renderView([], { create: () => (++creates === 1 ? failAnswer(409, taken, { slug: taken }) : failAnswer(500)) });
    type('Başlık', 'Sezon Açılışı');
    type('İçerik', VALID_TEXT);
    type('Slug', 'sezon');
    save();
    expect(await within(await alertBox()).findAllByText('Bu slug başka bir haberde kullanılıyor.')).not.toHaveLength(0);
    save();
    await waitFor(() => expect(within(screen.getByRole('alert')).getByText('Kayıt sırasında hata oluştu')).toBeInTheDocument());
    expect(calls.create).toHaveBeenCalledTimes(2);
    expect(calls.create).toHaveBeenLastCalledWith(expect.objectContaining({ baslik: 'Sezon Açılışı', slug: 'sezon' }));
    // The typed input is kept for another try.
    expect(field('Başlık').value).toBe('Sezon Açılışı');
  });

  it('a failed cover upload after a create keeps the saved item in edit mode with the file, and Kaydet retries', async () => {
    let uploads = 0;
    const calls = renderView([], { upload: () => (++uploads === 1 ? failAnswer(415, 'Sadece jpg, jpeg, png, webp') : okAnswer('/uploads/haber/x.png')) });
    type('Başlık', 'Sezon Açılışı');
    type('İçerik', VALID_TEXT);
    fireEvent.change(coverInput(), { target: { files: [pngFile()] } });
    save();
    const alert = await alertBox();
    expect(within(alert).getByText('Haber kaydedildi ama kapak görseli yüklenirken hata oluştu.')).toBeInTheDocument();
    expect(within(alert).getByText('Sadece jpg, jpeg, png, webp')).toBeInTheDocument();
    expect(await screen.findByText('Haberi Düzenle')).toBeInTheDocument();
    expect(screen.getByText('kapak.png')).toBeInTheDocument();
    save();
    expect(await screen.findByText('Kaydedildi')).toBeInTheDocument();
    expect(calls.create).toHaveBeenCalledTimes(1);
    expect(calls.update).toHaveBeenCalledWith(NEW_ID, expect.objectContaining({ baslik: 'Sezon Açılışı' }));
    expect(calls.uploadCover).toHaveBeenCalledTimes(2);
    expect(upload(NEW_ID, 1)).toContain('name="dosya"; filename="kapak.png"');
  });

  it("refuses a cover that is not jpg/jpeg/png/webp with 'Sadece jpg, jpeg, png, webp'", async () => {
    renderView([]);
    fireEvent.change(coverInput(), { target: { files: [new File(['GIF89a'], 'kapak.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Sadece jpg, jpeg, png, webp')).toBeInTheDocument();
    expect(screen.queryByText('kapak.gif')).not.toBeInTheDocument();
  });

  it("deletes after 'Silmek istediğinize emin misiniz?' and reloads", async () => {
    const calls = renderView([news(1), news(2)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Haber 1 sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Silmek istediğinize emin misiniz?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Haber silindi.')).toBeInTheDocument();
    expect(calls.remove).toHaveBeenCalledWith(uuid(1));
    const titles = () => Array.from(document.querySelectorAll('.adm-news-list__title')).map((e) => e.textContent);
    await waitFor(() => expect(titles()).toEqual(['Haber 2']));
  });

  it('pages with Önceki/Sonraki, a page size input (5-50) and Yenile; # runs across pages', async () => {
    const calls = renderView(Array.from({ length: 23 }, (_, i) => news(i + 1)));
    expect(await screen.findByText('Sayfa 1 / 3 · Toplam 23 haber')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Önceki/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Sonraki/ }));
    expect(await screen.findByText('Sayfa 2 / 3 · Toplam 23 haber')).toBeInTheDocument();
    await waitFor(() => expect(calls.list).toHaveBeenLastCalledWith(2, 10));
    expect(await screen.findByText('Haber 11')).toBeInTheDocument();
    const firstCell = document.querySelector('.ant-table-tbody tr.ant-table-row td')!;
    expect(firstCell.textContent).toBe('11');

    const size = screen.getByLabelText('Sayfa boyutu');
    fireEvent.change(size, { target: { value: '5' } });
    expect(await screen.findByText('Sayfa 1 / 5 · Toplam 23 haber')).toBeInTheDocument();
    await waitFor(() => expect(calls.list).toHaveBeenLastCalledWith(1, 5));
    // Outside 5-50 the list is not asked for.
    const before = calls.list.mock.calls.length;
    fireEvent.change(size, { target: { value: '51' } });
    fireEvent.change(size, { target: { value: '4' } });
    expect(calls.list.mock.calls.length).toBe(before);

    fireEvent.click(screen.getByRole('button', { name: /Yenile/ }));
    // One read since the sizes out of range: Yenile's, of the page shown.
    await waitFor(() => expect(calls.list.mock.calls.slice(before)).toEqual([[1, 5]]));
  });

  it("shows a load failure with 'Tekrar Dene'", async () => {
    let reads = 0;
    renderView([], { list: () => (++reads === 1 ? failAnswer(500) : okAnswer({ items: [news(1)], totalCount: 1, totalPages: 1, page: 1, pageSize: 10 })) });
    const alert = await alertBox();
    expect(within(alert).getByText('Haberler yüklenirken hata oluştu.')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Haber 1')).toBeInTheDocument();
  });
});
