import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { httpError } from '@skiclub/shared/errors';
import type { AccommodationOption, AccommodationType, ConversionResult } from '@skiclub/shared/schemas/admin';
import { AccommodationOptionsScreen } from '.';
import type { OptionScreenApi } from './api/service';
import { renderScreen, uuid } from '../crud/testing/screenTesting';

// defaultHidden skips the costly visibility check of role queries on antd's large DOM.
configure({ defaultHidden: true });

const TR = uuid(1);
const AT = uuid(2);
const ERZURUM = uuid(11);
const ISTANBUL = uuid(12);
const POLAT = uuid(21);
const STANDART = uuid(31);
const KAMP = uuid(41);
const TEK = uuid(51);
const AILE = uuid(52);

function type(id: string, konaklamaTipiAdi: string, y: number, c06: number, c611: number): AccommodationType {
  return { id, konaklamaTipiAdi, odaTipiId: STANDART, odaTipiAdi: 'Standart', otelAdi: 'Polat', yetiskinSayisi: y, cocuk06Sayisi: c06, cocuk611Sayisi: c611, aktif: true };
}

const OPTION: AccommodationOption = {
  id: uuid(61),
  kampId: KAMP,
  kampAdi: 'Palandöken Yılbaşı',
  konaklamaTipiId: AILE,
  konaklamaTipiAdi: 'Aile',
  odaTipiId: STANDART,
  odaTipiAdi: 'Standart',
  otelId: POLAT,
  otelAdi: 'Polat',
  sehirId: ERZURUM,
  ulkeId: TR,
  yetiskinSayisi: 2,
  cocuk06Sayisi: 1,
  cocuk611Sayisi: 0,
  toplamOdaSayisi: 3,
  doluOdaSayisi: 1,
  tlFiyati: 12345.67,
  euroFiyati: 338.24,
  usdFiyati: 360.46,
  aktif: true,
};

const rates = (tl: number, guncel = true): ConversionResult => ({ euro: Math.round((tl / 36.5) * 100) / 100, usd: Math.round((tl / 34.25) * 100) / 100, kurTarihi: '2026-11-24', guncel, euroKuru: '36.5000', usdKuru: '34.2500' });

/** An in-memory API: one country tree (Türkiye → Erzurum → Polat → Standart → Tek/Aile, one camp) plus Avusturya. */
function memoryApi(rows: AccommodationOption[] = [], overrides: Partial<Omit<OptionScreenApi, 'crud'>> = {}) {
  const crud = {
    key: '/api/konaklamasecenegi',
    paging: 'client' as const,
    list: vi.fn(() => Promise.resolve({ rows, total: rows.length })),
    create: vi.fn(() => Promise.resolve(null)),
    update: vi.fn(() => Promise.resolve(null)),
    remove: vi.fn(() => Promise.resolve()),
  };
  const api = {
    crud,
    bulkCreate: vi.fn(() => Promise.resolve(2)),
    convert: vi.fn((tl: number) => Promise.resolve(rates(tl))),
    countries: vi.fn(() => Promise.resolve([{ value: TR, label: 'Türkiye' }, { value: AT, label: 'Avusturya' }])),
    cities: vi.fn((ulkeId: string) => Promise.resolve(ulkeId === TR ? [{ value: ERZURUM, label: 'Erzurum' }, { value: ISTANBUL, label: 'İstanbul' }] : [])),
    hotels: vi.fn((sehirId: string) => Promise.resolve(sehirId === ERZURUM ? [{ value: POLAT, label: 'Polat' }] : [])),
    roomTypes: vi.fn((otelId: string) => Promise.resolve(otelId === POLAT ? [{ value: STANDART, label: 'Standart' }] : [])),
    camps: vi.fn((otelId: string) => Promise.resolve(otelId === POLAT ? [{ value: KAMP, label: 'Palandöken Yılbaşı (28.12.2099)' }] : [])),
    accommodationTypes: vi.fn((odaTipiId: string) => Promise.resolve(odaTipiId === STANDART ? [type(TEK, 'Tek Kişilik', 1, 0, 0), type(AILE, 'Aile', 2, 1, 1)] : [])),
    ...overrides,
  };
  return api;
}

function renderView(api: ReturnType<typeof memoryApi>) {
  renderScreen(<AccommodationOptionsScreen api={api} />);
  return api;
}

/** The form item of a field, by its label. */
const item = (label: string) => screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
/** The shown value of a select (its chosen option's label), '' when empty. */
const shown = (label: string) => item(label).querySelector('.ant-select-selection-item')?.textContent ?? '';
const input = (label: string) => within(item(label)).getByRole('spinbutton') as HTMLInputElement;

/** Opens a select by its label and picks the option with `title`. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(item(label).querySelector('.ant-select-selector')!);
  const found = await waitFor(() => {
    const el = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).find((o) => o.getAttribute('title') === option);
    if (!el) throw new Error(`seçenek yok: ${option}`);
    return el;
  });
  fireEvent.click(found);
  await waitFor(() => expect(shown(label)).toBe(option));
}

/** Picks the whole cascade down to the camp (and the type when given). */
async function pickCascade(typeName?: string) {
  await pick('Ülke', 'Türkiye');
  await pick('Şehir', 'Erzurum');
  await pick('Otel', 'Polat');
  await pick('Oda Tipi', 'Standart');
  await pick('Kamp', 'Palandöken Yılbaşı (28.12.2099)');
  if (typeName) await pick('Konaklama Tipi', typeName);
}

const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));

// Rendering antd + ProTable in jsdom is slow on a busy machine: generous time limits.
describe('/admin/konaklamasecenekleri (AccommodationOptionsScreen)', () => {
  it('lists options with counts, rooms and the three prices in tr-TR', async () => {
    renderView(memoryApi([OPTION]));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const cells = within(bodyRows()[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 10)).toEqual(['1', 'Palandöken Yılbaşı', 'Polat / Standart', 'Aile', '2 Y + 1 Ç', '1 / 3', '12.345,67 TL', '338,24 €', '360,46 $', 'Aktif']);
  });

  it("shows 'Konaklama seçenekleri yüklenirken hata oluştu.' when the list fails", async () => {
    const api = memoryApi();
    api.crud.list.mockRejectedValue(httpError(500, null));
    renderView(api);
    expect(await screen.findByText('Konaklama seçenekleri yüklenirken hata oluştu.')).toBeInTheDocument();
  });

  it('cascades: each choice loads the next level, a new country clears city, hotel, room type, camp and type', async () => {
    const api = renderView(memoryApi());
    await pickCascade('Aile');
    expect(api.cities).toHaveBeenLastCalledWith(TR);
    expect(api.hotels).toHaveBeenLastCalledWith(ERZURUM);
    expect(api.roomTypes).toHaveBeenLastCalledWith(POLAT);
    expect(api.camps).toHaveBeenLastCalledWith(POLAT);
    expect(api.accommodationTypes).toHaveBeenLastCalledWith(STANDART);
    await pick('Şehir', 'İstanbul');
    expect(shown('Otel')).toBe('');
    expect(shown('Kamp')).toBe('');
    expect(shown('Ülke')).toBe('Türkiye');
    await pick('Ülke', 'Avusturya');
    for (const label of ['Şehir', 'Otel', 'Oda Tipi', 'Kamp', 'Konaklama Tipi']) expect(shown(label)).toBe('');
  });

  it('copies the counts of the chosen type into read-only fields', async () => {
    renderView(memoryApi());
    expect(item('Yetişkin').textContent).toContain('1');
    await pickCascade('Aile');
    await waitFor(() => expect(item('Yetişkin').textContent).toContain('2'));
    expect(item('Çocuk (0-6)').textContent).toContain('1');
    expect(item('Çocuk (6-11)').textContent).toContain('1');
    expect(within(item('Yetişkin')).queryByRole('spinbutton')).not.toBeInTheDocument();
    await pick('Konaklama Tipi', 'Tek Kişilik');
    await waitFor(() => expect(item('Yetişkin').textContent).toContain('1'));
    expect(item('Çocuk (0-6)').textContent).toContain('0');
  });

  it('converts the TL price once typing pauses and shows the rate date, warning when the rates are not today’s', async () => {
    const api = renderView(memoryApi([], { convert: vi.fn((tl: number) => Promise.resolve(rates(tl, false))) }));
    fireEvent.change(input('TL Fiyatı'), { target: { value: '10' } });
    fireEvent.change(input('TL Fiyatı'), { target: { value: '1000' } });
    await waitFor(() => expect(input('Euro Fiyatı').value).toBe('27,40'));
    expect(input('USD Fiyatı').value).toBe('29,20');
    expect(api.convert).toHaveBeenCalledTimes(1);
    expect(api.convert).toHaveBeenCalledWith(1000);
    expect(input('Euro Fiyatı')).toBeDisabled();
    expect(screen.getByText('TCMB kuru: 24.11.2026')).toBeInTheDocument();
    expect(screen.getByText('Güncel kur alınamadı; son bilinen kur kullanılıyor.')).toBeInTheDocument();
  });

  it('saves the whole cascade, the copied counts, the rooms and the prices', async () => {
    const api = renderView(memoryApi());
    await pickCascade('Aile');
    fireEvent.change(input('Toplam Oda Sayısı'), { target: { value: '4' } });
    fireEvent.change(input('TL Fiyatı'), { target: { value: '1000' } });
    await waitFor(() => expect(input('Euro Fiyatı').value).toBe('27,40'));
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() =>
      expect(api.crud.create).toHaveBeenCalledWith({
        ulkeId: TR,
        sehirId: ERZURUM,
        otelId: POLAT,
        odaTipiId: STANDART,
        kampId: KAMP,
        konaklamaTipiId: AILE,
        yetiskinSayisi: 2,
        cocuk06Sayisi: 1,
        cocuk611Sayisi: 1,
        toplamOdaSayisi: 4,
        tlFiyati: 1000,
        euroFiyati: 27.4,
        usdFiyati: 29.2,
        aktif: true,
      }),
    );
    expect(await screen.findByText('Konaklama seçeneği başarıyla eklendi.')).toBeInTheDocument();
  });

  it("says 'Lütfen zorunlu alanları doldurun.' with the selection messages when submitted empty", async () => {
    const api = renderView(memoryApi());
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Lütfen zorunlu alanları doldurun.')).toBeInTheDocument();
    for (const m of ['Ülke seçimi zorunludur.', 'Şehir seçimi zorunludur.', 'Otel seçimi zorunludur.', 'Oda tipi seçimi zorunludur.', 'Kamp seçimi zorunludur.', 'Konaklama tipi seçimi zorunludur.', 'TL fiyatı alanı zorunludur.']) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(input('TL Fiyatı')).toHaveAttribute('step', '0.01');
    expect(api.crud.create).not.toHaveBeenCalled();
  });

  it("rooms 0 and a negative TL price reach the form (no clamp) and read the spec's minimum messages", async () => {
    const api = renderView(memoryApi());
    fireEvent.change(input('Toplam Oda Sayısı'), { target: { value: '0' } });
    fireEvent.change(input('TL Fiyatı'), { target: { value: '-5' } });
    fireEvent.blur(input('Toplam Oda Sayısı'));
    fireEvent.blur(input('TL Fiyatı'));
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Toplam oda sayısı en az 1 olmalıdır.')).toBeInTheDocument();
    expect(await screen.findByText('TL fiyatı 0 veya daha büyük olmalıdır.')).toBeInTheDocument();
    expect(input('Toplam Oda Sayısı').value).toBe('0');
    expect(input('TL Fiyatı').value).toBe('-5,00');
    expect(api.crud.create).not.toHaveBeenCalled();
  });

  it('editing a row back-fills country, city, hotel and room type from its camp and type', async () => {
    const api = renderView(memoryApi([OPTION]));
    fireEvent.click(await screen.findByRole('button', { name: 'Palandöken Yılbaşı Aile düzenle' }));
    await waitFor(() => expect(shown('Ülke')).toBe('Türkiye'));
    await waitFor(() => expect(shown('Şehir')).toBe('Erzurum'));
    await waitFor(() => expect(shown('Otel')).toBe('Polat'));
    await waitFor(() => expect(shown('Oda Tipi')).toBe('Standart'));
    await waitFor(() => expect(shown('Kamp')).toBe('Palandöken Yılbaşı (28.12.2099)'));
    await waitFor(() => expect(shown('Konaklama Tipi')).toBe('Aile'));
    // Turkish money format: dot thousands, comma decimals.
    expect(input('TL Fiyatı').value).toBe('12.345,67');
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(api.crud.update).toHaveBeenCalledWith(OPTION.id, expect.objectContaining({ kampId: KAMP, konaklamaTipiId: AILE, toplamOdaSayisi: 3, tlFiyati: 12345.67 })));
  });

  it('bulk create needs country, city, hotel, room type and camp, then creates, tells how many and reloads', async () => {
    const api = renderView(memoryApi());
    await waitFor(() => expect(api.crud.list).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: /Toplu Oluştur/ }));
    expect(await screen.findByText('Lütfen zorunlu alanları doldurun.')).toBeInTheDocument();
    expect(api.bulkCreate).not.toHaveBeenCalled();
    await pickCascade();
    fireEvent.click(screen.getByRole('button', { name: /Toplu Oluştur/ }));
    await waitFor(() => expect(api.bulkCreate).toHaveBeenCalledWith({ kampId: KAMP, odaTipiId: STANDART }));
    expect(await screen.findByText('2 kayıt başarıyla oluşturuldu')).toBeInTheDocument();
    await waitFor(() => expect(api.crud.list).toHaveBeenCalledTimes(2));
  });

  it("a bulk create that finds nothing missing says so instead of '0 kayıt başarıyla oluşturuldu'", async () => {
    const api = renderView(memoryApi([], { bulkCreate: vi.fn(() => Promise.resolve(0)) }));
    await pickCascade();
    fireEvent.click(screen.getByRole('button', { name: /Toplu Oluştur/ }));
    expect(await screen.findByText('Yeni kayıt oluşturulmadı: bu kamp ve oda tipi için tüm konaklama seçenekleri zaten kayıtlı.')).toBeInTheDocument();
    expect(screen.queryByText(/0 kayıt başarıyla oluşturuldu/)).not.toBeInTheDocument();
    expect(api.bulkCreate).toHaveBeenCalledTimes(1);
  });

  it('bulk create failures: the room type has no types, or anything else', async () => {
    const noTypes = httpError(422, { mesaj: 'Seçili oda tipine bağlı konaklama tipi bulunamadı.', hatalar: { odaTipiId: 'Seçili oda tipine bağlı konaklama tipi bulunamadı.' } });
    const bulkCreate = vi.fn().mockRejectedValueOnce(noTypes).mockRejectedValueOnce(httpError(500, null));
    renderView(memoryApi([], { bulkCreate }));
    await pickCascade();
    fireEvent.click(screen.getByRole('button', { name: /Toplu Oluştur/ }));
    expect(await screen.findByText('Seçili oda tipine bağlı konaklama tipi bulunamadı.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Toplu Oluştur/ }));
    expect(await screen.findByText('Toplu kayıt oluşturulamadı.')).toBeInTheDocument();
  });
});
