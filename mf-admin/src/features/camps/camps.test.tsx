import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failAnswer, okAnswer, type TestReply } from '@skiclub/shared/testing';
import { todayInTurkey, type AdminCamp, type CampPayload } from '@skiclub/shared/schemas/admin';
import { serveLookups } from '../lookups/api/serveLookups';
import { CampsScreen } from '.';
import { renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection, type CollectionAnswers } from '../crud/testing/serveCollection';
import { CAMP_URL, campImageUrl } from './api/camps';
import { ALPENHOF, AT, ERZURUM, INNSBRUCK, LOOKUP_TREE, POLAT, TL, TR } from '../crud/testing/lookupTree';

configure({ defaultHidden: true });

// The lookups of the cascading selects; a real socket, since the image upload is multipart.
const api = serveLookups(() => LOOKUP_TREE, { transport: 'socket' });

function day(days: number): string {
  const d = new Date(`${todayInTurkey()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const shown = (iso: string) => iso.split('-').reverse().join('.');

function camp(n: number, kampAdi: string, overrides: Partial<AdminCamp> = {}): AdminCamp {
  return {
    id: uuid(n),
    kampAdi,
    ulkeId: TR,
    ulkeAdi: 'Türkiye',
    sehirId: ERZURUM,
    sehirAdi: 'Erzurum',
    otelId: POLAT,
    otelAdi: 'Polat',
    baslangicTarihi: day(20),
    bitisTarihi: day(27),
    kampUcretTipiId: TL,
    kampUcretTipiAdi: 'TL',
    aktif: true,
    gorselUrl: null,
    ...overrides,
  };
}

/**
 * Serves the camps (and their image uploads, answered with `upload`) from the stand-in API and
 * renders the screen on its real calls.
 */
function renderView(rows: AdminCamp[], answers: CollectionAnswers = {}, upload: TestReply = okAnswer('/uploads/kamp/x.png')) {
  const service = serveCollection<AdminCamp, CampPayload>(api, CAMP_URL, rows, answers);
  for (const id of [...rows.map((r) => r.id), uuid(9)]) api().routes[`POST ${campImageUrl(id)}`] = upload;
  renderScreen(<CampsScreen />);
  return service;
}
/** The image uploads the stand-in received for camp `id`. */
const uploads = (id: string) => api().calls(`POST ${campImageUrl(id)}`);

const formCard = () => document.querySelector<HTMLElement>('.adm-crud-form')!;
const combo = (label: string) => within(formCard()).getByLabelText(label);
/** Opens a select of the form and picks an option by its text. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(combo(label));
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items.find((el) => el.classList.contains('ant-select-item-option')) ?? items[0]!);
}
/** Text shown in a select of the form ('' when empty). */
const selected = (label: string) => combo(label).closest('.ant-select')?.querySelector('.ant-select-selection-item')?.textContent ?? '';
const dateInput = (label: string) => combo(label) as HTMLInputElement;
async function typeDate(label: string, iso: string) {
  const input = dateInput(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: shown(iso) } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/kamplar (CampsScreen)', () => {
  it('lists camps with a 60x45 thumbnail, place, dd.mm.yyyy dates and an adjustable page size', async () => {
    renderView([camp(1, 'Palandöken Kampı', { gorselUrl: '/uploads/kamp/a.png', baslangicTarihi: '2026-12-28', bitisTarihi: '2027-01-04' }), camp(2, 'Alp Kampı', { aktif: false, sehirAdi: 'Innsbruck', otelAdi: 'Alpenhof' })]);
    const thumb = await screen.findByAltText('Palandöken Kampı');
    expect(thumb).toHaveAttribute('src', '/uploads/kamp/a.png');
    expect(thumb).toHaveAttribute('width', '60');
    expect(thumb).toHaveAttribute('height', '45');
    expect(screen.getByText('Erzurum / Polat', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('28.12.2026 - 04.01.2027')).toBeInTheDocument();
    // sorted by name: Alp first
    const rows = Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
    expect(within(rows[0]!).getByText('Alp Kampı')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Pasif')).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-options-size-changer')).not.toBeNull();
  });

  it("shows 'Kamplar yüklenirken bir hata oluştu!' when the list fails", async () => {
    renderView([], { list: failAnswer(500) });
    expect(await screen.findByText('Kamplar yüklenirken bir hata oluştu!')).toBeInTheDocument();
  });

  it('a new country clears city and hotel; a new city clears only the hotel', async () => {
    const service = renderView([camp(1, 'Palandöken Kampı')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Palandöken Kampı düzenle' }));
    await waitFor(() => expect(selected('Otel')).toBe('Polat'));
    expect(selected('Şehir')).toBe('Erzurum');
    expect(selected('Ülke')).toBe('Türkiye');

    await pick('Şehir', 'İstanbul');
    await waitFor(() => expect(selected('Otel')).toBe(''));
    expect(selected('Şehir')).toBe('İstanbul');
    expect(selected('Ülke')).toBe('Türkiye');
    // the hotel list now holds the new city's hotels only
    fireEvent.mouseDown(combo('Otel'));
    expect(await screen.findByTitle('Divan')).toBeInTheDocument();
    expect(screen.queryByTitle('Polat')).not.toBeInTheDocument();

    await pick('Ülke', 'Avusturya');
    await waitFor(() => expect(selected('Şehir')).toBe(''));
    expect(selected('Otel')).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Şehir seçimi zorunludur.')).toBeInTheDocument();
    expect(await screen.findByText('Otel seçimi zorunludur.')).toBeInTheDocument();
    expect(service.update).not.toHaveBeenCalled();

    await pick('Şehir', 'Innsbruck');
    await pick('Otel', 'Alpenhof');
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(service.update).toHaveBeenCalledWith(uuid(1), expect.objectContaining({ ulkeId: AT, sehirId: INNSBRUCK, otelId: ALPENHOF })));
  });

  it("refuses a start date before today with 'Başlangıç tarihi bugünden önce olamaz.' and an end not after the start", async () => {
    const service = renderView([]);
    await screen.findByText('Kayıt bulunamadı.');
    await typeDate('Başlangıç Tarihi', day(-1));
    expect(await screen.findByText('Başlangıç tarihi bugünden önce olamaz.')).toBeInTheDocument();
    await typeDate('Başlangıç Tarihi', day(5));
    await waitFor(() => expect(screen.queryByText('Başlangıç tarihi bugünden önce olamaz.')).not.toBeInTheDocument());
    await typeDate('Bitiş Tarihi', day(5));
    expect(await screen.findByText('Bitiş tarihi başlangıç tarihinden sonra olmalıdır.')).toBeInTheDocument();
    expect(service.create).not.toHaveBeenCalled();
  });

  it('keeps an old camp editable while its start date is kept', async () => {
    const service = renderView([camp(1, 'Geçen Yılın Kampı', { baslangicTarihi: day(-40), bitisTarihi: day(-33) })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Geçen Yılın Kampı düzenle' }));
    await waitFor(() => expect(dateInput('Başlangıç Tarihi').value).toBe(shown(day(-40))));
    fireEvent.change(within(formCard()).getByLabelText('Kamp Adı'), { target: { value: 'Geçen Yılın Kampı (arşiv)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(service.update).toHaveBeenCalledWith(uuid(1), expect.objectContaining({ kampAdi: 'Geçen Yılın Kampı (arşiv)', baslangicTarihi: day(-40), bitisTarihi: day(-33) })));
  });

  it('creates a camp with dates sent as YYYY-MM-DD, then uploads the chosen image to the new camp', async () => {
    const created = camp(9, 'Yeni Kamp');
    const service = renderView([], { create: okAnswer(created) });
    await screen.findByText('Kayıt bulunamadı.');
    await pick('Ülke', 'Türkiye');
    await pick('Şehir', 'Erzurum');
    await pick('Otel', 'Polat');
    fireEvent.change(within(formCard()).getByLabelText('Kamp Adı'), { target: { value: 'Yeni Kamp' } });
    await typeDate('Başlangıç Tarihi', day(10));
    await typeDate('Bitiş Tarihi', day(17));
    await pick('Kamp Ücret Tipi', 'TL');

    // the chooser's input is replaced after each choice: look it up every time
    const fileInput = () => formCard().querySelector<HTMLInputElement>('input[type="file"]')!;
    const text = new File(['merhaba'], 'notlar.txt', { type: 'text/plain' });
    await act(async () => {
      fireEvent.change(fileInput(), { target: { files: [text] } });
    });
    expect(await screen.findByText('Lütfen bir resim dosyası seçin.')).toBeInTheDocument();
    expect(screen.queryByAltText('Kamp görseli önizleme')).not.toBeInTheDocument();

    const image = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'kamp.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(fileInput(), { target: { files: [image] } });
    });
    const preview = await screen.findByAltText('Kamp görseli önizleme');
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(preview).toHaveStyle({ maxWidth: '200px', maxHeight: '150px' });
    // the error gives way to the field's hint again
    expect(await screen.findByText('jpg, jpeg, png veya webp; en fazla 5 MB.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() =>
      expect(service.create).toHaveBeenCalledWith({ kampAdi: 'Yeni Kamp', ulkeId: TR, sehirId: ERZURUM, otelId: POLAT, baslangicTarihi: day(10), bitisTarihi: day(17), kampUcretTipiId: TL, aktif: true }),
    );
    await waitFor(() => expect(uploads(uuid(9))).toHaveLength(1));
    const sent = uploads(uuid(9))[0]!;
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.raw.toString('latin1')).toContain('Content-Disposition: form-data; name="dosya"; filename="kamp.png"');
    expect(sent.raw.toString('latin1')).toContain('\x89PNG\r\n\x1a\n');
    expect(await screen.findByText('Kamp başarıyla eklendi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByAltText('Kamp görseli önizleme')).not.toBeInTheDocument());
  });

  it('shows the stored image when editing and uploads nothing when no new file is chosen', async () => {
    const service = renderView([camp(1, 'Görselli Kamp', { gorselUrl: '/uploads/kamp/eski.png' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Görselli Kamp düzenle' }));
    expect(await screen.findByAltText('Kamp görseli önizleme')).toHaveAttribute('src', '/uploads/kamp/eski.png');
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(service.update).toHaveBeenCalled());
    expect(await screen.findByText('Kamp başarıyla güncellendi.')).toBeInTheDocument();
    expect(uploads(uuid(1))).toEqual([]);
  });

  it("tells when the camp is saved but its image upload fails", async () => {
    renderView([camp(1, 'Palandöken Kampı')], {}, failAnswer(413, "Dosya boyutu 5MB'dan büyük olamaz."));
    fireEvent.click(await screen.findByRole('button', { name: 'Palandöken Kampı düzenle' }));
    const fileInput = formCard().querySelector<HTMLInputElement>('input[type="file"]')!;
    await act(async () => {
      fireEvent.change(fileInput, { target: { files: [new File([new Uint8Array([1, 2, 3])], 'k.webp', { type: 'image/webp' })] } });
    });
    await screen.findByAltText('Kamp görseli önizleme');
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText("Kamp kaydedildi ama görsel yüklenirken hata oluştu. Dosya boyutu 5MB'dan büyük olamaz.")).toBeInTheDocument();
    expect(uploads(uuid(1))).toHaveLength(1);
  });

  it("asks with the browser's confirm 'Bu kampı silmek istediğinizden emin misiniz?' before deleting", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const service = renderView([camp(1, 'Palandöken Kampı')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Palandöken Kampı sil' }));
    expect(confirm).toHaveBeenCalledWith('Bu kampı silmek istediğinizden emin misiniz?');
    expect(service.remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Palandöken Kampı sil' }));
    await waitFor(() => expect(service.remove).toHaveBeenCalledWith(uuid(1)));
    expect(await screen.findByText('Kamp başarıyla silindi.')).toBeInTheDocument();
  });
});
