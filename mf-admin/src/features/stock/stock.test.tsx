import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@skiclub/shared/api';
import { answered, failAnswer, okAnswer, type TestReply } from '@skiclub/shared/testing';
import type { Category } from '@skiclub/shared/schemas';
import type { StockDetail, StockItem, StockSummary } from '@skiclub/shared/schemas/admin';
import { StockScreen } from '.';
import { payloadOf, resolveReply, serveAdminApi, type RouteReply } from '../crud/testing/adminApi';
import { bodyRows, cells, headerTexts, isModalOpen, pickNamed, renderScreen, uuid } from '../crud/testing/screenTesting';
import type { StockChange, StockOperation } from './api/service';

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
const CATEGORY: Category = { id: uuid(100), kategoriAdi: 'Aksesuar', aciklama: null, aktif: true, urunSayisi: 3 };

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

const api = serveAdminApi();

/**
 * The stock screen's API on the stand-in: the list of `items` with the summary beside it
 * (GET /api/urun/stok), each product's detail (DETAIL), the set / add operations (answered with the
 * product's row and 'Stok başarıyla güncellendi.') and the active categories (the verification
 * token is serveAdminApi's). `answers` replaces an answer.
 * @returns spies of the calls received: list(query parameters), detail(id), change(operation, id, body without the token), categories()
 */
function serveStock(items: StockItem[], answers: { list?: RouteReply; detail?: RouteReply; change?: RouteReply } = {}) {
  const calls = {
    list: vi.fn<(query: Record<string, string>) => void>(),
    detail: vi.fn<(id: string) => void>(),
    change: vi.fn<(operation: StockOperation, id: string, change: StockChange) => void>(),
    categories: vi.fn<() => void>(),
  };
  const routes = api().routes;
  routes['GET /api/urun/stok'] = (req) => {
    calls.list(Object.fromEntries(req.searchParams));
    return resolveReply(answers.list, req, () => ({ status: 200, body: { basarili: true, veri: items, ozet: SUMMARY, mesaj: '' } }));
  };
  routes['GET /api/urunkategori/aktif'] = () => (calls.categories(), okAnswer([CATEGORY]));
  for (const row of items) {
    routes[`GET /api/urun/${row.id}/detay`] = (req) => (calls.detail(row.id), resolveReply(answers.detail, req, () => okAnswer(DETAIL)));
    for (const operation of ['guncelle', 'ekle'] as const) {
      routes[`POST /api/urun/${row.id}/stok/${operation}`] = (req) => {
        const change = payloadOf<StockChange>(req.body);
        calls.change(operation, row.id, change);
        return resolveReply(answers.change, req, () => okAnswer(row, 'Stok başarıyla güncellendi.'));
      };
    }
  }
  return calls;
}

/** Serves the stock API (see {@link serveStock}) and renders the screen on its real calls. */
function renderView(items: StockItem[], answers: Parameters<typeof serveStock>[1] = {}) {
  const calls = serveStock(items, answers);
  renderScreen(<StockScreen />);
  return calls;
}

const lastQuery = (calls: ReturnType<typeof serveStock>) => calls.list.mock.calls.at(-1)![0];
const openDialog = () => screen.findByRole('dialog');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/stok-yonetimi (StockScreen)', () => {
  it('shows the four coloured summary cards and the columns of admin spec §2 with status, variant count and dd.mm.yyyy HH:mm', async () => {
    renderView([item(1, { varyantSayisi: 3, stokMiktari: 0, durum: 'tukendi' }), item(2, { stokMiktari: 40, kritikSeviye: 8, durum: 'normal' })]);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(headerTexts()).toEqual(['#', 'Resim', 'Ürün Adı', 'Kategori', 'Mevcut Stok', 'Kritik Seviye', 'Durum', 'Son Güncelleme', 'İşlemler']);
    expect(cells(0).slice(0, 8)).toEqual(['1', '', 'Kayak Gözlüğü 13 varyant', 'Aksesuar', '0', '5', 'Tükendi', '24.11.2026 09:05']);
    expect(cells(1).slice(2, 7)).toEqual(['Kayak Gözlüğü 2', 'Aksesuar', '40', '8', 'Normal']);
    expect(bodyRows()[0]!.querySelector('img')?.getAttribute('src')).toContain(`/api/urun/resim/${uuid(1)}-a.png`);
    const card = (s: string) => screen.getByTestId(`stock-card-${s}`).textContent;
    expect([card('tukendi'), card('kritik'), card('dusuk'), card('normal')]).toEqual(['Tükendi2', 'Kritik3', 'Düşük4', 'Normal7']);
  });

  it("pages the list 10 a page with '#' running on across pages", async () => {
    renderView(Array.from({ length: 12 }, (_, i) => item(i + 1)));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect([cells(0)[0], cells(0)[2], cells(1)[0]]).toEqual(['11', 'Kayak Gözlüğü 11', '12']);
  });

  it('sends the category, status and search filters (Enter or Ara)', async () => {
    const calls = renderView([item(1)]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(lastQuery(calls)).toEqual({});
    await waitFor(() => expect(calls.categories).toHaveBeenCalled());
    await pickNamed('Kategori', 'Aksesuar');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ kategoriId: uuid(100) }));
    await pickNamed('Stok Durumu', 'Kritik');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ kategoriId: uuid(100), stokDurumu: 'kritik' }));
    const search = screen.getByRole('searchbox', { name: 'Ürün ara' });
    fireEvent.change(search, { target: { value: ' gözlük ' } });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery(calls)).toEqual({ kategoriId: uuid(100), stokDurumu: 'kritik', arama: 'gözlük' }));
  });

  it("a failed load shows 'Stoklar yüklenirken hata oluştu.' (or the server's message) with Tekrar Dene", async () => {
    let reads = 0;
    renderView([item(1)], { list: () => (++reads === 1 ? failAnswer(500) : failAnswer(503, 'Stok servisi bakımda.')) });
    expect(await screen.findByText('Stoklar yüklenirken hata oluştu.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Tekrar Dene/ }));
    expect(await screen.findByText('Stok servisi bakımda.')).toBeInTheDocument();
  });

  it('update: product and current stock read-only, sends the values, toasts, stays open until 100 ms later, then reloads', async () => {
    let resolve: (answer: TestReply) => void = () => undefined;
    const calls = renderView([item(1)], { change: () => new Promise<TestReply>((r) => (resolve = r)) });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Kayak Gözlüğü 1 stok güncelle' }));
    const dialog = await openDialog();
    expect(within(dialog).getByText('Stok Güncelle')).toBeInTheDocument();
    const product = within(dialog).getByRole('textbox', { name: 'Ürün' });
    expect([product.getAttribute('readonly'), (product as HTMLInputElement).value]).toEqual(['', 'Kayak Gözlüğü 1']);
    expect((within(dialog).getByRole('textbox', { name: 'Mevcut Stok' }) as HTMLInputElement).value).toBe('12');
    expect((within(dialog).getByRole('spinbutton', { name: 'Kritik Seviye' }) as HTMLInputElement).value).toBe('5');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Yeni Stok Miktarı' }), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Açıklama' }), { target: { value: 'Sayım' } });
    const loads = calls.list.mock.calls.length;
    const post = vi.spyOn(http, 'post');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(calls.change).toHaveBeenCalledWith('guncelle', uuid(1), { miktar: 30, kritikSeviye: 5, aciklama: 'Sayım', varyantId: null }));
    // The 100 ms are counted on a fake clock (only setTimeout): no race with a busy machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      resolve(okAnswer(item(1, { stokMiktari: 30 }), 'Stok başarıyla güncellendi.'));
      // The answer reaches the screen (its 100 ms timer set on the fake clock).
      await answered(post);
      // Success shown, the modal still open until 100 ms have passed, the list not yet reloaded.
      act(() => vi.advanceTimersByTime(99));
      expect(isModalOpen(dialog)).toBe(true);
      expect(calls.list.mock.calls.length).toBe(loads);
      expect(screen.getByText('Stok başarıyla güncellendi.')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      // The table's own short waits before it reads again (well under the toast's 3 s).
      await act(() => vi.advanceTimersByTimeAsync(50));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(isModalOpen(dialog)).toBe(false));
    await waitFor(() => expect(calls.list.mock.calls.length).toBe(loads + 1));
  });

  it("add: checks the quantity (at least 1) before sending; a failure shows the server's message or the stock fallback and keeps the modal", async () => {
    let saves = 0;
    const calls = renderView([item(1)], {
      change: () => (++saves === 1 ? failAnswer(422, 'Gönderilen veriler geçersiz.', { miktar: 'Stok miktarı en fazla 1000000 olabilir.' }) : failAnswer(500)),
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Kayak Gözlüğü 1 stok ekle' }));
    const dialog = await openDialog();
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Eklenecek Miktar' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByText('Miktar alanı zorunludur.')).toBeInTheDocument();
    expect(calls.change).not.toHaveBeenCalled();

    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByText('Stok miktarı en fazla 1000000 olabilir.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert').textContent).toContain('Gönderilen veriler geçersiz.');

    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByText('Stok işlemi gerçekleştirilirken hata oluştu.')).toBeInTheDocument();
    expect(calls.change).toHaveBeenLastCalledWith('ekle', uuid(1), { miktar: 5, kritikSeviye: 5, aciklama: null, varyantId: null });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a product with variants needs a variant in the modal and sends its id', async () => {
    const calls = renderView([item(1, { varyantSayisi: 2, stokMiktari: 5, durum: 'kritik' })]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Kayak Gözlüğü 1 stok ekle' }));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Eklenecek Miktar' }), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByText('Varyantlı ürünlerde bir varyant seçilmelidir.')).toBeInTheDocument();
    expect(calls.change).not.toHaveBeenCalled();
    await waitFor(() => expect(calls.detail).toHaveBeenCalledWith(uuid(1)));
    await pickNamed('Varyant', 'Beyaz / L (3)');
    expect((within(dialog).getByRole('textbox', { name: 'Mevcut Stok' }) as HTMLInputElement).value).toBe('3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(calls.change).toHaveBeenCalledWith('ekle', uuid(1), { miktar: 3, kritikSeviye: 5, aciklama: null, varyantId: uuid(12) }));
  });

  it('detail: general info, per-variant table (its edit button does nothing) and the movement history', async () => {
    const served = renderView([item(1, { varyantSayisi: 2 })]);
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
    const reads = served.detail.mock.calls.length;
    const requestsBefore = api().requests.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Siyah / M düzenle' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect([served.detail.mock.calls.length, served.change.mock.calls.length, api().requests.length]).toEqual([reads, 0, requestsBefore]);
    const history = Array.from(dialog.querySelectorAll('.adm-stock__history tbody tr.ant-table-row')).map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent));
    expect(history).toEqual([
      ['24.11.2026 10:15', 'Stok ekleme', 'Siyah / M', '1', '2', '+1', 'Sevkiyat', 'admin'],
      ['23.11.2026 08:00', 'Sipariş', 'Beyaz / L', '5', '3', '-2', 'Sipariş SP-20261124-AAAAAA', 'uye'],
      ['22.11.2026 08:00', 'Sipariş iptali', '-', '0', '4', '+4', '-', 'Sistem'],
    ]);
  });

  it("a failed detail shows 'Ürün detayı yüklenirken hata oluştu.' and Tekrar Dene loads it again", async () => {
    let reads = 0;
    renderView([item(1)], { detail: () => (++reads === 1 ? failAnswer(500) : okAnswer(DETAIL)) });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Kayak Gözlüğü 1 detay' }));
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Ürün detayı yüklenirken hata oluştu.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /Tekrar Dene/ }));
    await within(dialog).findByText('Stok Detayı - Kayak Gözlüğü 1');
  });
});
