import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failAnswer, okAnswer, type TestReply } from '@skiclub/shared/testing';
import type { AccommodationOption, AccommodationOptionPayload, AccommodationType, AdminCamp, BulkOptionPayload, ConversionResult } from '@skiclub/shared/schemas/admin';
import { AccommodationOptionsScreen } from '.';
import { BULK_URL, CONVERSION_URL, OPTION_URL } from './api/service';
import { serveLookups } from '../lookups/api/serveLookups';
import { renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection, type CollectionAnswers } from '../crud/testing/serveCollection';
import { payloadOf } from '../crud/testing/adminApi';
import { DIVAN, ERZURUM, LOOKUP_TREE, POLAT, STANDART, SUIT, TR } from '../crud/testing/lookupTree';

// defaultHidden skips the costly visibility check of role queries on antd's large DOM.
configure({ defaultHidden: true });

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

function camp(id: string, kampAdi: string, otelId: string, baslangicTarihi: string): AdminCamp {
  return { id, kampAdi, ulkeId: TR, ulkeAdi: 'Türkiye', sehirId: ERZURUM, sehirAdi: 'Erzurum', otelId, otelAdi: 'Polat', baslangicTarihi, bitisTarihi: '2100-01-03', kampUcretTipiId: uuid(71), kampUcretTipiAdi: 'TL', aktif: true, gorselUrl: null };
}

/**
 * The lookup lists of the cascade on the stand-in API: the shared tree (LOOKUP_TREE: Türkiye →
 * Erzurum → Polat → Standart, İstanbul → Divan → Suit, Avusturya → Innsbruck) with the
 * accommodation types Tek/Aile of Standart and one of Suit, so that the cascade has rows of other
 * branches (Innsbruck, Divan in İstanbul with its room type Suit and its own type) to filter out.
 */
const api = serveLookups(() => ({
  ...LOOKUP_TREE,
  accommodationTypes: [type(TEK, 'Tek Kişilik', 1, 0, 0), type(AILE, 'Aile', 2, 1, 1), { ...type(uuid(53), 'Kral Dairesi', 2, 0, 0), odaTipiId: SUIT, odaTipiAdi: 'Suit', otelAdi: 'Divan' }],
}));

/** Answers a test sets instead of the defaults of {@link renderView}. */
interface OptionAnswers extends CollectionAnswers {
  /** The TL conversion's answer for an amount. */
  convert?: (tl: number) => TestReply;
  /** The bulk create's answer (default: 2 created). */
  bulk?: () => TestReply;
}

/**
 * Serves the options (serveCollection), the admin camp list (the camp of Polat and one of Divan),
 * the TL conversion and the bulk create from the stand-in API, and renders the screen on its
 * real calls.
 * @returns spies of what arrived: the collection's (serveCollection), convert(tl), bulkCreate(body without the token)
 */
function renderView(rows: AccommodationOption[] = [], answers: OptionAnswers = {}) {
  const crud = serveCollection<AccommodationOption, AccommodationOptionPayload>(api, OPTION_URL, rows, answers);
  const calls = { crud, convert: vi.fn<(tl: number) => void>(), bulkCreate: vi.fn<(payload: Omit<BulkOptionPayload, 'recaptchaToken'>) => void>() };
  const routes = api().routes;
  routes['GET /api/kamp'] = okAnswer([camp(KAMP, 'Palandöken Yılbaşı', POLAT, '2099-12-28'), camp(uuid(42), 'Boğaz Kampı', DIVAN, '2099-12-20')]);
  routes[`POST ${CONVERSION_URL}`] = (req) => {
    const { tl } = req.body as { tl: number };
    calls.convert(tl);
    return answers.convert ? answers.convert(tl) : okAnswer(rates(tl));
  };
  routes[`POST ${BULK_URL}`] = (req) => {
    const payload = payloadOf<Omit<BulkOptionPayload, 'recaptchaToken'>>(req.body);
    calls.bulkCreate(payload);
    return answers.bulk ? answers.bulk() : okAnswer({ olusturulan: 2 });
  };
  renderScreen(<AccommodationOptionsScreen />);
  return calls;
}

/** The form item of a field, by its label. */
const item = (label: string) => screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
/** The shown value of a select (its chosen option's label), '' when empty. */
const shown = (label: string) => item(label).querySelector('.ant-select-selection-item')?.textContent ?? '';
const input = (label: string) => within(item(label)).getByRole('spinbutton') as HTMLInputElement;

/**
 * Opens a select by its label and picks the option with `title`.
 * @returns the titles of every option the select offered
 */
async function pick(label: string, option: string): Promise<string[]> {
  fireEvent.mouseDown(item(label).querySelector('.ant-select-selector')!);
  const [found, offered] = await waitFor(() => {
    const options = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'));
    const el = options.find((o) => o.getAttribute('title') === option);
    if (!el) throw new Error(`seçenek yok: ${option}`);
    return [el, options.map((o) => o.getAttribute('title') ?? '')] as const;
  });
  fireEvent.click(found);
  await waitFor(() => expect(shown(label)).toBe(option));
  return offered;
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
    renderView([OPTION]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const cells = within(bodyRows()[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 10)).toEqual(['1', 'Palandöken Yılbaşı', 'Polat / Standart', 'Aile', '2 Y + 1 Ç', '1 / 3', '12.345,67 TL', '338,24 €', '360,46 $', 'Aktif']);
  });

  it("shows 'Konaklama seçenekleri yüklenirken hata oluştu.' when the list fails", async () => {
    renderView([], { list: failAnswer(500) });
    expect(await screen.findByText('Konaklama seçenekleri yüklenirken hata oluştu.')).toBeInTheDocument();
  });

  it('cascades: each choice loads the next level, a new country clears city, hotel, room type, camp and type', async () => {
    renderView();
    // Each level offers only the rows of the choice above it.
    expect(await pick('Ülke', 'Türkiye')).toEqual(['Avusturya', 'Türkiye']);
    expect(await pick('Şehir', 'Erzurum')).toEqual(['Erzurum', 'İstanbul']);
    expect(await pick('Otel', 'Polat')).toEqual(['Polat']);
    expect(await pick('Oda Tipi', 'Standart')).toEqual(['Standart']);
    expect(await pick('Kamp', 'Palandöken Yılbaşı (28.12.2099)')).toEqual(['Palandöken Yılbaşı (28.12.2099)']);
    expect(await pick('Konaklama Tipi', 'Aile')).toEqual(['Aile', 'Tek Kişilik']);
    for (const url of ['/api/ulke', '/api/sehir', '/api/otel', '/api/odatipi', '/api/KonaklamaTipi']) expect(api().hits(`GET ${url}`)).toBeGreaterThan(0);
    // The camps of the hotel come from the admin camp list, inactive ones too.
    expect(api().calls('GET /api/kamp').at(-1)!.searchParams.get('tumu')).toBe('true');
    await pick('Şehir', 'İstanbul');
    expect(shown('Otel')).toBe('');
    expect(shown('Kamp')).toBe('');
    expect(shown('Ülke')).toBe('Türkiye');
    await pick('Ülke', 'Avusturya');
    for (const label of ['Şehir', 'Otel', 'Oda Tipi', 'Kamp', 'Konaklama Tipi']) expect(shown(label)).toBe('');
  });

  it('copies the counts of the chosen type into read-only fields', async () => {
    renderView();
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
    const calls = renderView([], { convert: (tl) => okAnswer(rates(tl, false)) });
    fireEvent.change(input('TL Fiyatı'), { target: { value: '10' } });
    fireEvent.change(input('TL Fiyatı'), { target: { value: '1000' } });
    await waitFor(() => expect(input('Euro Fiyatı').value).toBe('27,40'));
    expect(input('USD Fiyatı').value).toBe('29,20');
    expect(calls.convert).toHaveBeenCalledTimes(1);
    expect(calls.convert).toHaveBeenCalledWith(1000);
    expect(input('Euro Fiyatı')).toBeDisabled();
    expect(screen.getByText('TCMB kuru: 24.11.2026')).toBeInTheDocument();
    expect(screen.getByText('Güncel kur alınamadı; son bilinen kur kullanılıyor.')).toBeInTheDocument();
  });

  it('saves the whole cascade, the copied counts, the rooms and the prices', async () => {
    const calls = renderView();
    await pickCascade('Aile');
    fireEvent.change(input('Toplam Oda Sayısı'), { target: { value: '4' } });
    fireEvent.change(input('TL Fiyatı'), { target: { value: '1000' } });
    await waitFor(() => expect(input('Euro Fiyatı').value).toBe('27,40'));
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() =>
      expect(calls.crud.create).toHaveBeenCalledWith({
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
    const calls = renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Lütfen zorunlu alanları doldurun.')).toBeInTheDocument();
    for (const m of ['Ülke seçimi zorunludur.', 'Şehir seçimi zorunludur.', 'Otel seçimi zorunludur.', 'Oda tipi seçimi zorunludur.', 'Kamp seçimi zorunludur.', 'Konaklama tipi seçimi zorunludur.', 'TL fiyatı alanı zorunludur.']) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(input('TL Fiyatı')).toHaveAttribute('step', '0.01');
    expect(calls.crud.create).not.toHaveBeenCalled();
  });

  it("rooms 0 and a negative TL price reach the form (no clamp) and read the spec's minimum messages", async () => {
    const calls = renderView();
    fireEvent.change(input('Toplam Oda Sayısı'), { target: { value: '0' } });
    fireEvent.change(input('TL Fiyatı'), { target: { value: '-5' } });
    fireEvent.blur(input('Toplam Oda Sayısı'));
    fireEvent.blur(input('TL Fiyatı'));
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Toplam oda sayısı en az 1 olmalıdır.')).toBeInTheDocument();
    expect(await screen.findByText('TL fiyatı 0 veya daha büyük olmalıdır.')).toBeInTheDocument();
    expect(input('Toplam Oda Sayısı').value).toBe('0');
    expect(input('TL Fiyatı').value).toBe('-5,00');
    expect(calls.crud.create).not.toHaveBeenCalled();
  });

  it('editing a row back-fills country, city, hotel and room type from its camp and type', async () => {
    const calls = renderView([OPTION]);
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
    await waitFor(() => expect(calls.crud.update).toHaveBeenCalledWith(OPTION.id, expect.objectContaining({ kampId: KAMP, konaklamaTipiId: AILE, toplamOdaSayisi: 3, tlFiyati: 12345.67 })));
  });

  it('bulk create needs country, city, hotel, room type and camp, then creates, tells how many and reloads', async () => {
    const calls = renderView();
    await waitFor(() => expect(calls.crud.list).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: /Toplu Oluştur/ }));
    expect(await screen.findByText('Lütfen zorunlu alanları doldurun.')).toBeInTheDocument();
    expect(calls.bulkCreate).not.toHaveBeenCalled();
    await pickCascade();
    fireEvent.click(screen.getByRole('button', { name: /Toplu Oluştur/ }));
    await waitFor(() => expect(calls.bulkCreate).toHaveBeenCalledWith({ kampId: KAMP, odaTipiId: STANDART }));
    expect((api().calls(`POST ${BULK_URL}`)[0]!.body as { recaptchaToken?: unknown }).recaptchaToken).toBe('tok-konaklamasecenegi');
    expect(await screen.findByText('2 kayıt başarıyla oluşturuldu')).toBeInTheDocument();
    await waitFor(() => expect(calls.crud.list).toHaveBeenCalledTimes(2));
  });

  it("a bulk create that finds nothing missing says so instead of '0 kayıt başarıyla oluşturuldu'", async () => {
    const calls = renderView([], { bulk: () => okAnswer({ olusturulan: 0 }) });
    await pickCascade();
    fireEvent.click(screen.getByRole('button', { name: /Toplu Oluştur/ }));
    expect(await screen.findByText('Yeni kayıt oluşturulmadı: bu kamp ve oda tipi için tüm konaklama seçenekleri zaten kayıtlı.')).toBeInTheDocument();
    expect(screen.queryByText(/0 kayıt başarıyla oluşturuldu/)).not.toBeInTheDocument();
    expect(calls.bulkCreate).toHaveBeenCalledTimes(1);
  });

  it('bulk create failures: the room type has no types, or anything else', async () => {
    const noTypes = 'Seçili oda tipine bağlı konaklama tipi bulunamadı.';
    let bulks = 0;
    const calls = renderView([], { bulk: () => (++bulks === 1 ? failAnswer(422, noTypes, { odaTipiId: noTypes }) : failAnswer(500)) });
    await pickCascade();
    fireEvent.click(screen.getByRole('button', { name: /Toplu Oluştur/ }));
    expect(await screen.findByText('Seçili oda tipine bağlı konaklama tipi bulunamadı.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Toplu Oluştur/ }));
    expect(await screen.findByText('Toplu kayıt oluşturulamadı.')).toBeInTheDocument();
    expect(calls.bulkCreate).toHaveBeenCalledTimes(2);
    expect(calls.bulkCreate).toHaveBeenLastCalledWith({ kampId: KAMP, odaTipiId: STANDART });
  });
});
