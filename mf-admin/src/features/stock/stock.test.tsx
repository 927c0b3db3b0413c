import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@skiclub/shared/errors';
import type { StockDetail, StockItem, StockSummary } from '@skiclub/shared/schemas/admin';
import { StockScreen } from '.';
import { bodyRows, cells, headerTexts, isModalOpen, pickNamed, renderScreen, uuid } from '../crud/testing/screenTesting';
import type { StockService } from './api/service';

configure({ defaultHidden: true });

function item(n: number, over: Partial<StockItem> = {}): StockItem {
  return {
    id: uuid(n),
    adi: `Kayak Gözlüğü ${n}`,
    anaResim: `/api/urun/resim/${uuid(n)}-a.png`,
    kategori: { id: uuid(100), adi: 'Aksesuar' },
    stokMiktari: 12,
    kritikSeviye: 5,
    durum: 'dusuk',
    varyantSayisi: 0,
    aktif: true,
    sonGuncelleme: '2026-11-24T09:05:00',
    ...over,
  };
}

const SUMMARY: StockSummary = { tukendi: 2, kritik: 3, dusuk: 4, normal: 7 };

const DETAIL: StockDetail = {
  ...item(1, { varyantSayisi: 2, stokMiktari: 5, durum: 'kritik' }),
  fiyat: 1250.5,
  varyantlar: [
    { id: uuid(11), deger: 'Siyah / M', stokMiktari: 2, minimumStok: 1, aktif: true, durum: 'kritik' },
    { id: uuid(12), deger: 'Beyaz / L', stokMiktari: 3, minimumStok: 1, aktif: true, durum: 'kritik' },
  ],
  hareketler: [
    { id: uuid(21), islem: 'ekle', varyantId: uuid(11), varyantAdi: 'Siyah / M', eskiMiktar: 1, yeniMiktar: 2, aciklama: 'Sevkiyat', kullaniciAdi: 'admin', olusturmaTarihi: '2026-11-24T10:15:00' },
    { id: uuid(22), islem: 'siparis', varyantId: uuid(12), varyantAdi: 'Beyaz / L', eskiMiktar: 5, yeniMiktar: 3, aciklama: 'Sipariş SP-20261124-AAAAAA', kullaniciAdi: 'uye', olusturmaTarihi: '2026-11-23T08:00:00' },
    { id: uuid(23), islem: 'iptal', varyantId: null, varyantAdi: null, eskiMiktar: 0, yeniMiktar: 4, aciklama: null, kullaniciAdi: null, olusturmaTarihi: '2026-11-22T08:00:00' },
  ],
};

function memoryService(items: StockItem[]) {
  return {
    list: vi.fn<StockService['list']>(() => Promise.resolve({ items, ozet: SUMMARY })),
    detail: vi.fn<StockService['detail']>(() => Promise.resolve(DETAIL)),
    change: vi.fn<StockService['change']>((_op, id) => Promise.resolve({ item: items.find((i) => i.id === id)!, mesaj: 'Stok başarıyla güncellendi.' })),
    categories: vi.fn<StockService['categories']>(() => Promise.resolve([{ id: uuid(100), kategoriAdi: 'Aksesuar', aciklama: null, aktif: true, urunSayisi: 3 }])),
  };
}

function renderView(service: ReturnType<typeof memoryService>) {
  renderScreen(<StockScreen service={service} />);
  return service;
}

const lastQuery = (s: ReturnType<typeof memoryService>) => s.list.mock.calls.at(-1)![0];
const openDialog = () => screen.findByRole('dialog');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/stok-yonetimi (StockScreen)', () => {
  it('shows the four coloured summary cards and the columns of admin spec §2 with status, variant count and dd.mm.yyyy HH:mm', async () => {
    renderView(memoryService([item(1, { varyantSayisi: 3, stokMiktari: 0, durum: 'tukendi' }), item(2, { stokMiktari: 40, kritikSeviye: 8, durum: 'normal' })]));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(headerTexts()).toEqual(['#', 'Resim', 'Ürün Adı', 'Kategori', 'Mevcut Stok', 'Kritik Seviye', 'Durum', 'Son Güncelleme', 'İşlemler']);
    expect(cells(0).slice(0, 8)).toEqual(['1', '', 'Kayak Gözlüğü 13 varyant', 'Aksesuar', '0', '5', 'Tükendi', '24.11.2026 09:05']);
    expect(cells(1).slice(2, 7)).toEqual(['Kayak Gözlüğü 2', 'Aksesuar', '40', '8', 'Normal']);
    expect(bodyRows()[0]!.querySelector('img')?.getAttribute('src')).toContain(`/api/urun/resim/${uuid(1)}-a.png`);
    const card = (s: string) => screen.getByTestId(`stock-card-${s}`).textContent;
    expect([card('tukendi'), card('kritik'), card('dusuk'), card('normal')]).toEqual(['Tükendi2', 'Kritik3', 'Düşük4', 'Normal7']);
  });

  it("pages the list 10 a page with '#' running on across pages", async () => {
    renderView(memoryService(Array.from({ length: 12 }, (_, i) => item(i + 1))));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect([cells(0)[0], cells(0)[2], cells(1)[0]]).toEqual(['11', 'Kayak Gözlüğü 11', '12']);
  });

  it('sends the category, status and search filters (Enter or Ara)', async () => {
    const service = renderView(memoryService([item(1)]));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await waitFor(() => expect(service.categories).toHaveBeenCalled());
    await pickNamed('Kategori', 'Aksesuar');
    await waitFor(() => expect(lastQuery(service)).toEqual({ kategoriId: uuid(100), stokDurumu: undefined, arama: undefined }));
    await pickNamed('Stok Durumu', 'Kritik');
    await waitFor(() => expect(lastQuery(service)).toEqual({ kategoriId: uuid(100), stokDurumu: 'kritik', arama: undefined }));
    const search = screen.getByRole('searchbox', { name: 'Ürün ara' });
    fireEvent.change(search, { target: { value: ' gözlük ' } });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery(service)).toEqual({ kategoriId: uuid(100), stokDurumu: 'kritik', arama: 'gözlük' }));
  });

  it("a failed load shows 'Stoklar yüklenirken hata oluştu.' (or the server's message) with Tekrar Dene", async () => {
    const service = memoryService([item(1)]);
    service.list.mockImplementationOnce(() => Promise.reject(httpError(500, null)));
    renderView(service);
    expect(await screen.findByText('Stoklar yüklenirken hata oluştu.')).toBeInTheDocument();
    service.list.mockImplementationOnce(() => Promise.reject(httpError(503, { mesaj: 'Stok servisi bakımda.' })));
    fireEvent.click(screen.getByRole('button', { name: /Tekrar Dene/ }));
    expect(await screen.findByText('Stok servisi bakımda.')).toBeInTheDocument();
  });

  it('update: product and current stock read-only, sends the values, toasts, stays open until 100 ms later, then reloads', async () => {
    const service = renderView(memoryService([item(1)]));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    let resolve: (v: Awaited<ReturnType<StockService['change']>>) => void = () => undefined;
    service.change.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    fireEvent.click(screen.getByRole('button', { name: 'Kayak Gözlüğü 1 stok güncelle' }));
    const dialog = await openDialog();
    expect(within(dialog).getByText('Stok Güncelle')).toBeInTheDocument();
    const product = within(dialog).getByRole('textbox', { name: 'Ürün' });
    expect([product.getAttribute('readonly'), (product as HTMLInputElement).value]).toEqual(['', 'Kayak Gözlüğü 1']);
    expect((within(dialog).getByRole('textbox', { name: 'Mevcut Stok' }) as HTMLInputElement).value).toBe('12');
    expect((within(dialog).getByRole('spinbutton', { name: 'Kritik Seviye' }) as HTMLInputElement).value).toBe('5');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Yeni Stok Miktarı' }), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Açıklama' }), { target: { value: 'Sayım' } });
    const loads = service.list.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(service.change).toHaveBeenCalledWith('guncelle', uuid(1), { miktar: 30, kritikSeviye: 5, aciklama: 'Sayım', varyantId: null }));
    // The 100 ms are counted on a fake clock (only setTimeout): no race with a busy machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => resolve({ item: item(1, { stokMiktari: 30 }), mesaj: 'Stok başarıyla güncellendi.' }));
      // Success shown, the modal still open until 100 ms have passed, the list not yet reloaded.
      act(() => vi.advanceTimersByTime(99));
      expect(isModalOpen(dialog)).toBe(true);
      expect(service.list.mock.calls.length).toBe(loads);
      expect(screen.getByText('Stok başarıyla güncellendi.')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      // The table's own short waits before it reads again (well under the toast's 3 s).
      await act(() => vi.advanceTimersByTimeAsync(50));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(isModalOpen(dialog)).toBe(false));
    await waitFor(() => expect(service.list.mock.calls.length).toBe(loads + 1));
  });

  it("add: checks the quantity (at least 1) before sending; a failure shows the server's message or the stock fallback and keeps the modal", async () => {
    const service = renderView(memoryService([item(1)]));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Kayak Gözlüğü 1 stok ekle' }));
    const dialog = await openDialog();
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Eklenecek Miktar' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByText('Miktar alanı zorunludur.')).toBeInTheDocument();
    expect(service.change).not.toHaveBeenCalled();

    service.change.mockImplementationOnce(() => Promise.reject(httpError(422, { mesaj: 'Gönderilen veriler geçersiz.', hatalar: { miktar: 'Stok miktarı en fazla 1000000 olabilir.' } })));
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByText('Stok miktarı en fazla 1000000 olabilir.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert').textContent).toContain('Gönderilen veriler geçersiz.');

    service.change.mockImplementationOnce(() => Promise.reject(httpError(500, null)));
    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByText('Stok işlemi gerçekleştirilirken hata oluştu.')).toBeInTheDocument();
    expect(service.change).toHaveBeenLastCalledWith('ekle', uuid(1), { miktar: 5, kritikSeviye: 5, aciklama: null, varyantId: null });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a product with variants needs a variant in the modal and sends its id', async () => {
    const service = renderView(memoryService([item(1, { varyantSayisi: 2, stokMiktari: 5, durum: 'kritik' })]));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Kayak Gözlüğü 1 stok ekle' }));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Eklenecek Miktar' }), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByText('Varyantlı ürünlerde bir varyant seçilmelidir.')).toBeInTheDocument();
    expect(service.change).not.toHaveBeenCalled();
    await waitFor(() => expect(service.detail).toHaveBeenCalledWith(uuid(1)));
    await pickNamed('Varyant', 'Beyaz / L (3)');
    expect((within(dialog).getByRole('textbox', { name: 'Mevcut Stok' }) as HTMLInputElement).value).toBe('3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(service.change).toHaveBeenCalledWith('ekle', uuid(1), { miktar: 3, kritikSeviye: 5, aciklama: null, varyantId: uuid(12) }));
  });

  it('detail: general info, per-variant table (its edit button does nothing) and the movement history', async () => {
    const service = renderView(memoryService([item(1, { varyantSayisi: 2 })]));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Kayak Gözlüğü 1 detay' }));
    const dialog = await openDialog();
    await within(dialog).findByText('Stok Detayı - Kayak Gözlüğü 1');
    for (const text of ['Genel Bilgiler', 'Aksesuar', '1.250,50 TL', 'Varyant Stokları', 'Stok Hareketleri']) expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    const variantRows = Array.from(dialog.querySelectorAll('.adm-stock__variants tbody tr.ant-table-row')).map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent));
    expect(variantRows).toEqual([
      ['Siyah / M', '2', '1', 'Kritik', ''],
      ['Beyaz / L', '3', '1', 'Kritik', ''],
    ]);
    const calls = service.detail.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Siyah / M düzenle' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect([service.detail.mock.calls.length, service.change.mock.calls.length]).toEqual([calls, 0]);
    const history = Array.from(dialog.querySelectorAll('.adm-stock__history tbody tr.ant-table-row')).map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent));
    expect(history).toEqual([
      ['24.11.2026 10:15', 'Stok ekleme', 'Siyah / M', '1', '2', '+1', 'Sevkiyat', 'admin'],
      ['23.11.2026 08:00', 'Sipariş', 'Beyaz / L', '5', '3', '-2', 'Sipariş SP-20261124-AAAAAA', 'uye'],
      ['22.11.2026 08:00', 'Sipariş iptali', '-', '0', '4', '+4', '-', 'Sistem'],
    ]);
  });

  it("a failed detail shows 'Ürün detayı yüklenirken hata oluştu.' and Tekrar Dene loads it again", async () => {
    const service = memoryService([item(1)]);
    service.detail.mockImplementationOnce(() => Promise.reject(httpError(500, null)));
    renderView(service);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Kayak Gözlüğü 1 detay' }));
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Ürün detayı yüklenirken hata oluştu.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /Tekrar Dene/ }));
    await within(dialog).findByText('Stok Detayı - Kayak Gözlüğü 1');
  });
});
