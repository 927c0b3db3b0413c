import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failAnswer } from '@skiclub/shared/testing';
import { serveAdminApi } from '../crud/testing/adminApi';
import type { AdminRegistration } from '@skiclub/shared/schemas/admin';
import { bodyRows, cells, columnHeader, headerTexts, renderScreen, uuid } from '../crud/testing/screenTesting';
import { serveCollection, type CollectionAnswers } from '../crud/testing/serveCollection';
import { RegistrationsScreen } from '.';
import { exportFileName } from './export';

// Only the download is replaced: the sheet handed to write-excel-file is the screen's own mapping.
const writer = vi.hoisted(() => {
  const toFile = vi.fn((_name: string) => Promise.resolve());
  return { toFile, write: vi.fn((_data: unknown, _options?: unknown) => ({ toFile })) };
});
vi.mock('write-excel-file/browser', () => ({ default: writer.write }));

configure({ defaultHidden: true });

function registration(n: number, over: Partial<AdminRegistration> = {}): AdminRegistration {
  return {
    id: uuid(n),
    kampId: uuid(900),
    kampAdi: 'Palandöken Yılbaşı Kampı',
    baslangicTarihi: '2026-12-28',
    bitisTarihi: '2027-01-03',
    otelAdi: 'Polat Palandöken',
    sehirAdi: 'Erzurum',
    konaklamaSecenegiId: uuid(800),
    konaklamaTipiAdi: 'Aile (2 yetişkin + 1 çocuk 6-11)',
    kullaniciAdSoyad: `Üye ${n}`,
    kullaniciId: uuid(500 + n),
    aciklama: null,
    ucusKodu: null,
    ekipKodu: null,
    odenecekTL: 1000 * n,
    odenecekEuro: 20.5,
    odenecekUsd: 23.1,
    aktif: true,
    gorselUrl: null,
    odemeDurumu: false,
    odemeDetayId: uuid(700 + n),
    odemeTarihi: null,
    yetiskinler: [{ adSoyad: `Üye ${n}`, gsm: '05321234567', tcKimlikNo: '10000000146' }],
    cocuklar06: [],
    cocuklar611: [],
    olusturmaTarihi: '2026-11-09T21:30:00.000Z',
    ...over,
  };
}

const YILMAZ = registration(1, {
  kullaniciAdSoyad: 'Ayşe Yılmaz',
  aciklama: 'Deniz ilk kez kayak eğitimi alacak.',
  ucusKodu: 'TK1887',
  ekipKodu: 'PALANDOKEN10',
  odenecekTL: 68400,
  odenecekEuro: 1410.31,
  odenecekUsd: 1628.57,
  gorselUrl: '/uploads/kamp/palandoken.webp',
  odemeDurumu: true,
  odemeTarihi: '2026-11-10T09:30:00.000Z',
  yetiskinler: [
    { adSoyad: 'Ayşe Yılmaz', gsm: '05321234567', tcKimlikNo: '10000000146' },
    { adSoyad: 'Murat Yılmaz', gsm: '05339876543', tcKimlikNo: '20000000292' },
  ],
  cocuklar06: [{ adSoyad: 'Ela Yılmaz', dogumTarihi: '2021-03-04', cinsiyetAdi: 'Kız' }],
  cocuklar611: [{ adSoyad: 'Deniz Yılmaz', dogumTarihi: '2017-11-27', cinsiyetAdi: 'Kız', okulAdi: 'Atatürk İlkokulu', sinifSube: '3-B', kaymaSeviyesiId: uuid(600), kaymaSeviyesiAdi: 'Başlangıç' }],
});

const api = serveAdminApi();

/**
 * Serves the registrations from the stand-in API (GET /api/kampakayit, DELETE /api/kampakayit/{id})
 * and renders the screen on its real service.
 * @returns spies of the calls received
 */
function renderView(items: AdminRegistration[], answers: CollectionAnswers = {}) {
  const calls = serveCollection<AdminRegistration>(api, '/api/kampakayit', items, answers);
  renderScreen(<RegistrationsScreen />);
  return calls;
}

afterEach(() => {
  writer.write.mockClear();
  writer.toFile.mockClear();
});

/** The first 12 headers, the same in the table and in the sheet. */
const LEADING_COLUMNS = ['#', 'Kamp', 'Konaklama Tipi', 'Kullanıcı Ad Soyad', 'Kullanıcı ID', 'Açıklama', 'Uçuş Kodu', 'Ekip Kodu', 'Ödenecek TL', 'Ödenecek EURO', 'Ödenecek USD', 'Durum'];

describe('/admin/kampakayitlari (RegistrationsScreen)', () => {
  it('shows the 19 columns with the people one per line', async () => {
    renderView([YILMAZ]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(api().calls('GET /api/kampakayit')[0]!.searchParams.get('tumu')).toBe('true');
    expect(headerTexts()).toEqual([
      ...LEADING_COLUMNS,
      'Görsel',
      'Yetişkinler',
      'Çocuklar (0-6)',
      'Çocuklar (6-11)',
      'Ödeme Durumu',
      'Kayıt Tarihi',
      'İşlemler',
    ]);
    const first = cells(0);
    expect(first.slice(0, 12)).toEqual([
      '1',
      'Palandöken Yılbaşı Kampı',
      'Aile (2 yetişkin + 1 çocuk 6-11)',
      'Ayşe Yılmaz',
      uuid(501),
      'Deniz ilk kez kayak eğitimi alacak.',
      'TK1887',
      'PALANDOKEN10',
      '68.400,00 TL',
      '1.410,31 €',
      '1.628,57 $',
      'Aktif',
    ]);
    const image = within(bodyRows()[0]!).getByRole('img', { name: 'Palandöken Yılbaşı Kampı' });
    expect(image).toHaveAttribute('width', '60');
    expect(image).toHaveAttribute('height', '45');
    expect(screen.getByText('Ayşe Yılmaz · 05321234567 · TC 10000000146')).toBeInTheDocument();
    expect(screen.getByText('Murat Yılmaz · 05339876543 · TC 20000000292')).toBeInTheDocument();
    expect(screen.getByText('Ela Yılmaz · 04.03.2021 · Kız')).toBeInTheDocument();
    expect(screen.getByText('Deniz Yılmaz · 27.11.2017 · Atatürk İlkokulu · 3-B · Başlangıç · Kız')).toBeInTheDocument();
    expect(first[16]).toBe('Ödendi10.11.2026');
    expect(first[17]).toBe('10.11.2026');
  });

  it('numbers rows across pages, resets to page 1 on search, toggles the sort and says Kayıt bulunamadı.', async () => {
    renderView(Array.from({ length: 12 }, (_v, i) => registration(i + 1)));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(cells(0).slice(0, 4)).toEqual(['11', 'Palandöken Yılbaşı Kampı', 'Aile (2 yetişkin + 1 çocuk 6-11)', 'Üye 11']);
    fireEvent.change(screen.getByLabelText('Kayıt ara'), { target: { value: 'üye 1' } });
    // 'Üye 1', 'Üye 10', 'Üye 11', 'Üye 12' on page 1, numbered from 1
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(cells(0)[0]).toBe('1');
    fireEvent.click(columnHeader('Ödenecek TL'));
    await waitFor(() => expect(cells(0)[3]).toBe('Üye 1'));
    fireEvent.click(columnHeader('Ödenecek TL'));
    await waitFor(() => expect(cells(0)[3]).toBe('Üye 12'));
    fireEvent.change(screen.getByLabelText('Kayıt ara'), { target: { value: 'bulunmayan' } });
    expect(await screen.findByText('Kayıt bulunamadı.')).toBeInTheDocument();
  });

  it('only says that editing is not possible here', async () => {
    const service = renderView([YILMAZ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ayşe Yılmaz Palandöken Yılbaşı Kampı düzenle' }));
    expect(await screen.findByText('Kayıt düzenleme bu ekranda yapılamaz.')).toBeInTheDocument();
    expect(service.remove).not.toHaveBeenCalled();
  });

  it("asks in a 'Silme Onayı' modal, deletes, toasts and reloads", async () => {
    const service = renderView([YILMAZ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ayşe Yılmaz Palandöken Yılbaşı Kampı sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Silme Onayı');
    expect(dialog.querySelector('.ant-modal-confirm-content')?.textContent).toBe('Bu kaydı silmek istediğinize emin misiniz?');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    });
    await waitFor(() => expect(service.remove).toHaveBeenCalledWith(uuid(1)));
    expect(await screen.findByText('Kayıt başarıyla silindi.')).toBeInTheDocument();
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(2));
  });

  it("shows the API's 409 for a paid registration", async () => {
    renderView([YILMAZ], { remove: failAnswer(409, 'Ödemesi alınmış kayıt silinemez.') });
    fireEvent.click(await screen.findByRole('button', { name: 'Ayşe Yılmaz Palandöken Yılbaşı Kampı sil' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    });
    expect(await screen.findByText('Ödemesi alınmış kayıt silinemez.')).toBeInTheDocument();
  });

  it("shows 'Kayıtlar yüklenirken hata oluştu.' with Tekrar Dene", async () => {
    const service = renderView([], { list: failAnswer(500) });
    expect(await screen.findByText('Kayıtlar yüklenirken hata oluştu.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(2));
    // The second read fails too: the message shows again.
    expect(await screen.findByText('Kayıtlar yüklenirken hata oluştu.')).toBeInTheDocument();
  });

  it("exports the filtered and sorted list, every page, to kamp-kayitlari-YYYY-MM-DD.xlsx", async () => {
    const others = Array.from({ length: 11 }, (_v, i) => registration(i + 2, { kampAdi: 'Uludağ Sömestr Kampı', odenecekTL: 500 + i * 0.25 }));
    renderView([YILMAZ, registration(20, { kampAdi: 'Erciyes Kampı' }), ...others]);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.change(screen.getByLabelText('Kayıt ara'), { target: { value: 'uludağ' } });
    await waitFor(() => expect(cells(0)[1]).toBe('Uludağ Sömestr Kampı'));
    fireEvent.click(columnHeader('Ödenecek TL'));
    fireEvent.click(columnHeader('Ödenecek TL'));
    await waitFor(() => expect(cells(0)[8]).toBe('502,50 TL'));
    fireEvent.click(screen.getByRole('button', { name: /Excel'e Aktar/ }));
    await waitFor(() => expect(writer.toFile).toHaveBeenCalledTimes(1));
    expect(writer.toFile.mock.calls[0]![0]).toMatch(/^kamp-kayitlari-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [sheet] = writer.write.mock.calls[0]! as [{ value?: unknown; type?: unknown; format?: string }[][]];
    expect(sheet.map((row) => row[0]?.value)).toEqual(['#', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(sheet[0]!.map((c) => c.value)).toEqual([
      ...LEADING_COLUMNS,
      'Yetişkinler',
      'Çocuklar (0-6)',
      'Çocuklar (6-11)',
      'Ödeme Durumu',
      'Ödeme Tarihi',
      'Kayıt Tarihi',
    ]);
    // Uludağ rows only, TL descending: 502.50, 502.25, … 500.00
    expect(sheet.slice(1).map((row) => row[8])).toEqual(Array.from({ length: 11 }, (_v, i) => ({ value: (50250 - i * 25) / 100, type: Number, format: '#,##0.00' })));
    expect(sheet.slice(1).every((row) => row[1]!.value === 'Uludağ Sömestr Kampı')).toBe(true);
    const first = sheet[1]!;
    expect(first[3]).toMatchObject({ value: 'Üye 12' });
    expect(first[9]).toEqual({ value: 20.5, type: Number, format: '#,##0.00' });
    expect(first[12]).toMatchObject({ value: 'Üye 12 · 05321234567 · TC 10000000146' });
    expect(first[15]).toMatchObject({ value: 'Beklemede' });
    expect(first[16]).toBeNull();
    expect(first[17]).toEqual({ value: new Date(Date.UTC(2026, 10, 10)), type: Date, format: 'dd.mm.yyyy' });
  });

  it('exports people one per line and the payment date as a date', async () => {
    renderView([YILMAZ]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /Excel'e Aktar/ }));
    await waitFor(() => expect(writer.toFile).toHaveBeenCalledTimes(1));
    const [sheet] = writer.write.mock.calls[0]! as [{ value?: unknown }[][]];
    const row = sheet[1]!;
    expect(row[12]).toMatchObject({ value: 'Ayşe Yılmaz · 05321234567 · TC 10000000146\nMurat Yılmaz · 05339876543 · TC 20000000292', wrap: true });
    expect(row[13]).toMatchObject({ value: 'Ela Yılmaz · 04.03.2021 · Kız' });
    expect(row[14]).toMatchObject({ value: 'Deniz Yılmaz · 27.11.2017 · Atatürk İlkokulu · 3-B · Başlangıç · Kız' });
    expect(row[15]).toMatchObject({ value: 'Ödendi' });
    expect(row[16]).toEqual({ value: new Date(Date.UTC(2026, 10, 10)), type: Date, format: 'dd.mm.yyyy' });
  });

  it('names the file after the day in Turkey', () => {
    expect(exportFileName(new Date('2026-11-23T21:30:00.000Z'))).toBe('kamp-kayitlari-2026-11-24.xlsx');
    expect(exportFileName(new Date('2026-11-23T20:59:00.000Z'))).toBe('kamp-kayitlari-2026-11-23.xlsx');
  });
});
