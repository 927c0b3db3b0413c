import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failAnswer, okAnswer, type TestReply, type TestRequest } from '@skiclub/shared/testing';
import { payloadOf, serveAdminApi } from '../crud/testing/adminApi';
import type { Category } from '@skiclub/shared/schemas';
import type { AdminProduct, AdminVariant, VariantType } from '@skiclub/shared/schemas/admin';
import type { ProductSave, VariantSave } from './api/service';
import { ProductsScreen } from '.';
import { renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection } from '../crud/testing/serveCollection';

// defaultHidden skips the costly visibility check of role queries on antd's large DOM.
configure({ defaultHidden: true });

function product(n: number, adi: string, o: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: uuid(n),
    slug: `urun-${n}`,
    adi,
    aciklama: '<p>Açıklama</p>',
    kisaAciklama: 'Kısa',
    fiyat: 1234.5,
    stokMiktari: 7,
    kritikSeviye: 5,
    kategoriId: uuid(90),
    kategori: { id: uuid(90), adi: 'Gözlük' },
    anaResim: `/api/urun/resim/${uuid(n)}-a.png`,
    aktif: true,
    oneEyeCikan: true,
    varyantSayisi: 2,
    olusturmaTarihi: '2026-11-20T10:00:00.000Z',
    ...o,
  };
}

const VARIANT: AdminVariant = {
  id: uuid(70),
  varyantAdi: 'Kırmızı / M',
  tlFiyati: 199.99,
  euroFiyati: 4.5,
  usdFiyati: null,
  stokMiktari: 3,
  minimumStok: 1,
  aktif: true,
  varyantDetaylari: [{ varyantTipiId: uuid(80), varyantTipiAdi: 'Renk', varyantDegeriId: uuid(81), varyantDegeriAdi: 'Kırmızı' }],
};

const CATEGORY: Category = { id: uuid(90), kategoriAdi: 'Gözlük', aciklama: null, aktif: true, urunSayisi: 1 };
const COLOUR: VariantType = {
  id: uuid(80),
  tipAdi: 'Renk',
  aciklama: null,
  aktif: true,
  varyantDegerleri: [
    { id: uuid(81), varyantTipiId: uuid(80), degerAdi: 'Kırmızı', degerKodu: '#C62828', siraNo: 1, aktif: true },
    { id: uuid(82), varyantTipiId: uuid(80), degerAdi: 'Mavi', degerKodu: '#1565C0', siraNo: 2, aktif: true },
  ],
};

// A real socket: the image uploads' multipart bodies as jsdom sends them (MSW's interceptor would re-encode them).
const api = serveAdminApi({}, { transport: 'socket' });

const LIST = 'GET /api/urun/admin';
/** The query parameters of the newest list request. */
const lastList = () => Object.fromEntries(api().calls(LIST).at(-1)!.searchParams);
/** Requests to an image upload path (POST /api/urunresim/yukle/{urunId}). */
const uploads = () => api().requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/urunresim/yukle/'));

/**
 * The products and their calls on the stand-in API: the list one server page at a time
 * (GET /api/urun/admin with page, pageSize and the kategoriId / aktif / arama filters, computed
 * here), saves answered with the saved product, the active categories, each product's images
 * (none) and variants ([VARIANT]), the active variant types, a new variant answered as saved, and
 * image uploads refused with 415 (nothing registered). `answers` replaces an answer.
 * @returns spies of the saves received (serveCollection's) and of the variant saves: saveVariant(urunId, payload without the token)
 */
function serveProducts(rows: AdminProduct[], answers: { list?: TestReply } = {}) {
  const saved = (id: string, req: TestRequest) => okAnswer(product(Number(id.slice(-3)), String((req.body as { Adi?: unknown }).Adi)));
  const calls = serveCollection<AdminProduct, ProductSave>(api, '/api/urun', rows, { create: (req) => saved(uuid(5), req), update: (req) => saved(req.path.slice(-36), req) });
  const saveVariant = vi.fn<(urunId: string, payload: VariantSave) => void>();
  const routes = api().routes;
  routes[LIST] = (req) => {
    if (answers.list) return answers.list;
    const q = req.searchParams;
    const arama = q.get('arama')?.toLocaleLowerCase('tr');
    const matching = rows.filter(
      (r) => (!q.get('kategoriId') || r.kategoriId === q.get('kategoriId')) && (!q.get('aktif') || String(r.aktif) === q.get('aktif')) && (!arama || `${r.adi} ${r.kisaAciklama}`.toLocaleLowerCase('tr').includes(arama)),
    );
    const size = Number(q.get('pageSize'));
    const from = (Number(q.get('page')) - 1) * size;
    return okAnswer({ items: matching.slice(from, from + size), totalCount: matching.length });
  };
  routes['GET /api/urunkategori/aktif'] = okAnswer([CATEGORY]);
  routes['GET /api/urunvaryanttipi/aktif'] = okAnswer([COLOUR]);
  routes['*'] = (req) => (req.method === 'POST' && req.path.startsWith('/api/urunresim/yukle/') ? failAnswer(415, 'Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.') : failAnswer(404));
  for (const row of rows) {
    routes[`GET /api/urunresim/urun/${row.id}`] = okAnswer([]);
    routes[`GET /api/urun/${row.id}/varyantlar`] = okAnswer([VARIANT]);
    routes[`POST /api/urun/${row.id}/varyantlar`] = (req) => {
      const payload = payloadOf<VariantSave>(req.body);
      saveVariant(row.id, payload);
      return okAnswer({ ...VARIANT, id: uuid(71), varyantAdi: payload.VaryantAdi });
    };
  }
  return { ...calls, saveVariant };
}

/** Serves the products (see {@link serveProducts}) and renders the screen on its real calls. */
function renderView(rows: AdminProduct[], answers: Parameters<typeof serveProducts>[1] = {}) {
  const calls = serveProducts(rows, answers);
  renderScreen(<ProductsScreen />);
  return calls;
}

const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.adm-crud-table .ant-table-tbody tr.ant-table-row'));
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent);
const fieldErrors = () => Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);

/** Picks the category in the product form. */
async function pickCategory() {
  const select = screen.getByRole('combobox', { name: 'Kategori' });
  fireEvent.mouseDown(select);
  const options = await screen.findAllByText('Gözlük');
  fireEvent.click(options[options.length - 1]!);
}

// Rendering antd + ProTable in jsdom is slow on a busy machine: generous time limits.
describe('/admin/urunler (ProductsScreen)', () => {
  it('lists image, name with variant count, category, price in TL, stock, badge and featured flag', async () => {
    renderView([product(1, 'Kayak Gözlüğü'), product(2, 'Bere', { oneEyeCikan: false, aktif: false, varyantSayisi: 0, anaResim: null, fiyat: 0.5 })]);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const [first, second] = bodyRows().map(cells);
    expect(first!.slice(2, 8)).toEqual(['Kayak Gözlüğü2 varyant', 'Gözlük', '1.234,50 TL', '7', 'Aktif', 'Evet']);
    expect(second!.slice(2, 8)).toEqual(['Bere', 'Gözlük', '0,50 TL', '7', 'Pasif', 'Hayır']);
    expect(within(bodyRows()[0]!).getByRole('img', { name: 'Kayak Gözlüğü' })).toHaveAttribute('src', expect.stringContaining(`/api/urun/resim/${uuid(1)}-a.png`));
  });

  it('asks for 50 rows a page; the Durum filter reads the list again from page 1 with aktif', async () => {
    renderView([product(1, 'Kayak Gözlüğü')]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(lastList()).toEqual({ page: '1', pageSize: '50' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Durum filtresi' }));
    fireEvent.click(await screen.findByText('Pasif'));
    await waitFor(() => expect(lastList()).toEqual({ page: '1', pageSize: '50', aktif: 'false' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(0));
  });

  it("'Ürünler yüklenirken hata oluştu.' when the list fails without a server message", async () => {
    renderView([], { list: failAnswer(500) });
    expect(await screen.findByText('Ürünler yüklenirken hata oluştu.')).toBeInTheDocument();
  });

  it("an empty form reads 'Lütfen bir kategori seçin.' and 'Ürün adı gereklidir.'; nothing is sent", async () => {
    const service = renderView([]);
    await screen.findByText('Kayıt bulunamadı.');
    fireEvent.click(screen.getByRole('button', { name: /Yeni Ürün/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(fieldErrors()).toEqual(expect.arrayContaining(['Lütfen bir kategori seçin.', 'Ürün adı gereklidir.'])));
    expect(service.create).not.toHaveBeenCalled();
  });

  it("saves, then a failed main image upload reads 'Ürün kaydedildi ama ana resim yüklenirken hata oluştu.'", async () => {
    const service = renderView([]);
    await screen.findByText('Kayıt bulunamadı.');
    fireEvent.click(screen.getByRole('button', { name: /Yeni Ürün/ }));
    await pickCategory();
    fireEvent.change(screen.getByLabelText('Ürün Adı'), { target: { value: ' Kar Gözlüğü ' } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'kar.png', { type: 'image/png' });
    const [mainInput] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    fireEvent.change(mainInput!, { target: { files: [file] } });
    expect(await screen.findByText('kar.png')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Ürün kaydedildi ama ana resim yüklenirken hata oluştu.')).toBeInTheDocument();
    expect(service.create).toHaveBeenCalledWith(expect.objectContaining({ KategoriId: uuid(90), Adi: 'Kar Gözlüğü', Fiyat: 0, StokMiktari: 0, Aktif: true, OneEyeCikan: false }));
    // The main image went to the saved product as multipart field dosya; refused, so nothing was registered.
    expect(uploads().map((r) => r.path)).toEqual([`/api/urunresim/yukle/${uuid(5)}`]);
    const sent = uploads()[0]!;
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.raw.toString('latin1')).toContain('Content-Disposition: form-data; name="dosya"; filename="kar.png"');
    expect(sent.raw.toString('latin1')).toContain('\x89PNG');
    expect(api().hits('POST /api/urunresim')).toBe(0);
  });

  it('refuses a chosen file that is not jpg/jpeg/png/webp before any upload', async () => {
    renderView([]);
    await screen.findByText('Kayıt bulunamadı.');
    fireEvent.click(screen.getByRole('button', { name: /Yeni Ürün/ }));
    await screen.findByRole('button', { name: 'Ekle' });
    const [, galleryInput] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    fireEvent.change(galleryInput!, { target: { files: [new File(['metin'], 'not.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.')).toBeInTheDocument();
    expect(screen.queryByText('not.txt')).not.toBeInTheDocument();
    expect(uploads()).toEqual([]);
  });

  it('edit mode shows the variants; a new variant is sent with one value per type', async () => {
    const calls = renderView([product(1, 'Kayak Gözlüğü')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Kayak Gözlüğü düzenle' }));
    expect(await screen.findByText('Kırmızı / M')).toBeInTheDocument();
    expect(screen.getByText('199,99 TL')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Varyant Adı'), { target: { value: 'Mavi / L' } });
    fireEvent.change(screen.getByLabelText('TL Fiyatı'), { target: { value: '250' } });
    const colour = screen.getByRole('combobox', { name: 'Renk' });
    fireEvent.mouseDown(colour);
    fireEvent.click(await screen.findByText('Mavi'));
    fireEvent.click(screen.getByRole('button', { name: 'Varyant Ekle' }));
    expect(await screen.findByText('Varyant başarıyla eklendi.')).toBeInTheDocument();
    expect(calls.saveVariant).toHaveBeenCalledWith(uuid(1), expect.objectContaining({ VaryantAdi: 'Mavi / L', TLFiyati: 250, StokMiktari: 0, VaryantDetaylari: [{ VaryantTipiId: uuid(80), VaryantDegeriId: uuid(82) }] }));
  });

  it('edit mode shows the stored description in the editor, and Güncelle sends it back', async () => {
    const service = renderView([product(1, 'Kayak Gözlüğü', { aciklama: '<p>Çift katmanlı <strong>buğu önleyici</strong> cam.</p>' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Kayak Gözlüğü düzenle' }));
    const editor = await screen.findByRole('textbox', { name: 'Açıklama' });
    await waitFor(() => expect(editor).toHaveTextContent('Çift katmanlı buğu önleyici cam.'));
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(service.update).toHaveBeenCalledWith(uuid(1), expect.objectContaining({ Aciklama: '<p>Çift katmanlı <strong>buğu önleyici</strong> cam.</p>' })));
  });

  it('a product with variants shows their stock read-only; one without variants keeps it editable', async () => {
    renderView([product(1, 'Kayak Gözlüğü', { stokMiktari: 12, varyantSayisi: 2 }), product(2, 'Bere', { varyantSayisi: 0 })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Kayak Gözlüğü düzenle' }));
    const stock = await screen.findByRole('spinbutton', { name: 'Stok Miktarı' });
    await waitFor(() => expect(stock).toHaveValue('12'));
    expect(stock).toBeDisabled();
    expect(screen.getByText('Varyantların stok toplamı; stok varyantlardan veya Stok Yönetimi ekranından değiştirilir.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bere düzenle' }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Stok Miktarı' })).not.toBeDisabled());
  });

  it("a variant without a name reads 'Varyant adı gereklidir.' and is not sent", async () => {
    const calls = renderView([product(1, 'Kayak Gözlüğü')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Kayak Gözlüğü düzenle' }));
    await screen.findByText('Kırmızı / M');
    fireEvent.click(screen.getByRole('button', { name: 'Varyant Ekle' }));
    expect(await screen.findByText('Varyant adı gereklidir.')).toBeInTheDocument();
    expect(screen.getByText('TL fiyatı alanı zorunludur.')).toBeInTheDocument();
    // Nothing was sent: the summary asks to correct the fields, no 'save failed'.
    expect(screen.getByText('Lütfen form hatalarını düzeltiniz.')).toBeInTheDocument();
    expect(screen.queryByText('Varyant kaydedilirken hata oluştu.')).not.toBeInTheDocument();
    expect(calls.saveVariant).not.toHaveBeenCalled();
  });
});
