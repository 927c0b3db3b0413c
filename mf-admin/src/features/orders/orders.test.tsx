import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failAnswer, okAnswer } from '@skiclub/shared/testing';
import type { AdminOrderDetail, AdminOrderRow } from '@skiclub/shared/schemas/admin';
import { OrdersScreen } from '.';
import { payloadOf, resolveReply, serveAdminApi, type RouteReply } from '../crud/testing/adminApi';
import { bodyRows, cells, headerTexts, isModalOpen, pickNamed, renderScreen, uuid } from '../crud/testing/screenTesting';

configure({ defaultHidden: true });

function order(n: number, over: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id: uuid(n),
    siparisNo: `SP-20261124-AAAA${n}`,
    kullaniciAdi: 'Ayşe Yılmaz',
    kullaniciEmail: 'ayse@example.com',
    toplamTutar: 2501,
    paraBirimi: 'TL',
    siparisDurumu: 1,
    durum: 'Beklemede',
    odemeDurumu: false,
    odemeTarihi: null,
    olusturmaTarihi: '2026-11-24T09:30:00.000Z',
    ...over,
  };
}

const DETAIL: AdminOrderDetail = {
  ...order(1),
  musteri: { adSoyad: 'Ayşe Yılmaz', email: 'ayse@example.com', telefon: '05321234567' },
  teslimatAdresi: { ad: 'Ayşe', soyad: 'Yılmaz', adSoyad: 'Ayşe Yılmaz', adres: 'Cumhuriyet Cad. No: 5', sehir: 'Erzurum', postaKodu: '25000', telefon: '05321234567', ulke: 'Türkiye' },
  faturaAdresi: null,
  notlar: null,
  siparisDetaylari: [{ id: uuid(50), urunAdi: 'Kayak Gözlüğü', varyantAdi: 'Siyah / M', miktar: 2, birimFiyat: 1250.5, toplamFiyat: 2501 }],
};

// A real socket, not MSW: MSW's XMLHttpRequest interceptor re-reads every answer as a fetch Response,
// which fails on the jsdom Blob of the invoice download (responseType 'blob'); jsdom's own
// XMLHttpRequest hands the PDF over as a browser does.
const api = serveAdminApi({}, { transport: 'socket' });

/** Answers replacing the defaults of {@link serveOrders}. */
interface OrderAnswers {
  detail?: RouteReply;
  setStatus?: RouteReply;
  cancel?: RouteReply;
  invoice?: RouteReply;
}

/** The answer of a successful cancel. */
const cancelled = (id: string) => okAnswer({ id, siparisDurumu: 6, odemeDurumu: false }, 'Sipariş iptal edildi!');

/**
 * The orders on the stand-in API: GET /api/siparis/admin answers every row as one page (the page
 * and page size asked), GET /api/siparis/admin/{id} the detail {@link DETAIL}, PUT
 * /api/siparis/durum the row with 'Sipariş durumu güncellendi!', PUT /api/siparis/{id}/iptal
 * 'Sipariş iptal edildi!' and GET /api/siparis/{id}/fatura a PDF. `answers` replaces an answer.
 * @returns spies of the calls received: list(query parameters), detail(id), setStatus(body
 * without the token), cancel(id), invoice(id)
 */
function serveOrders(items: AdminOrderRow[], answers: OrderAnswers = {}) {
  const calls = {
    list: vi.fn<(params: Record<string, string>) => void>(),
    detail: vi.fn<(id: string) => void>(),
    setStatus: vi.fn<(payload: Record<string, unknown>) => void>(),
    cancel: vi.fn<(id: string) => void>(),
    invoice: vi.fn<(id: string) => void>(),
  };
  const routes = api().routes;
  routes['GET /api/siparis/admin'] = (req) => {
    calls.list(Object.fromEntries(req.searchParams));
    return okAnswer({ items, totalCount: items.length, page: Number(req.searchParams.get('page') ?? 1), pageSize: Number(req.searchParams.get('pageSize') ?? 10) });
  };
  routes['PUT /api/siparis/durum'] = (req) => {
    const payload = payloadOf(req.body);
    calls.setStatus(payload);
    return resolveReply(answers.setStatus, req, () => okAnswer(items.find((i) => i.id === payload.id), 'Sipariş durumu güncellendi!'));
  };
  for (const { id } of items) {
    routes[`GET /api/siparis/admin/${id}`] = (req) => (calls.detail(id), resolveReply(answers.detail, req, () => okAnswer(DETAIL)));
    routes[`PUT /api/siparis/${id}/iptal`] = (req) => (calls.cancel(id), resolveReply(answers.cancel, req, () => cancelled(id)));
    routes[`GET /api/siparis/${id}/fatura`] = (req) => (calls.invoice(id), resolveReply(answers.invoice, req, () => ({ status: 200, body: '%PDF' })));
  }
  return calls;
}

/** Serves `items` ({@link serveOrders}) and renders the screen on its real service. */
function renderView(items: AdminOrderRow[], answers: OrderAnswers = {}) {
  const calls = serveOrders(items, answers);
  renderScreen(<OrdersScreen />);
  return calls;
}

/** The query parameters of the last list request. */
const lastQuery = (s: ReturnType<typeof serveOrders>) => s.list.mock.calls.at(-1)![0];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/siparisler (OrdersScreen)', () => {
  it('shows the columns of admin spec §2 with customer, TL amount, status select and payment', async () => {
    const service = renderView([order(1), order(2, { siparisDurumu: 5, durum: 'Teslim Edildi', odemeDurumu: true, toplamTutar: 99.9 })]);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(headerTexts()).toEqual(['Sipariş No', 'Müşteri', 'Tarih', 'Tutar', 'Durum', 'Ödeme', 'İşlemler']);
    expect(cells(0).slice(0, 4)).toEqual(['SP-20261124-AAAA1', 'Ayşe Yılmazayse@example.com', '24.11.2026', '2.501,00 TL']);
    expect(cells(0)[5]).toBe('Beklemede');
    expect(cells(1)[3]).toBe('99,90 TL');
    expect(cells(1)[5]).toBe('Ödendi');
    expect(within(bodyRows()[1]!).getByText('Teslim Edildi')).toBeInTheDocument();
    expect(lastQuery(service)).toMatchObject({ page: '1', pageSize: '10' });
  });

  it("says 'Sipariş bulunamadı.' when empty", async () => {
    renderView([]);
    expect(await screen.findByText('Sipariş bulunamadı.')).toBeInTheDocument();
  });

  it("names an unknown status 'Bilinmiyor'", async () => {
    renderView([order(1, { siparisDurumu: 9, durum: 'Bilinmiyor' })]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText('Bilinmiyor')).toBeInTheDocument();
  });

  it('filters by status from the list of §2 and by text on Enter or the Ara button, from page 1', async () => {
    const service = renderView([order(1)]);
    await waitFor(() => expect(service.list).toHaveBeenCalled());
    const filter = screen.getByRole('combobox', { name: 'Durum' });
    fireEvent.mouseDown(filter.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    const listId = filter.getAttribute('aria-controls') ?? '';
    const texts = await waitFor(() => {
      const options = Array.from(document.getElementById(listId)?.parentElement?.querySelectorAll('.ant-select-item-option') ?? []).map((o) => o.textContent);
      if (!options.length) throw new Error('closed');
      return options;
    });
    expect(texts).toEqual(['Tüm Durumlar', 'Beklemede', 'Onaylandı', 'Hazırlanıyor', 'Kargoya Verildi', 'Teslim Edildi', 'İptal Edildi']);
    await pickNamed('Durum', 'Kargoya Verildi');
    await waitFor(() => expect(lastQuery(service)).toMatchObject({ durum: '4', page: '1' }));

    const search = screen.getByRole('textbox', { name: 'Sipariş ara' });
    fireEvent.change(search, { target: { value: ' SP-20261124 ' } });
    expect(lastQuery(service).arama).toBeUndefined();
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery(service)).toMatchObject({ durum: '4', arama: 'SP-20261124' }));

    fireEvent.change(search, { target: { value: 'ayse@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /Ara/ }));
    await waitFor(() => expect(lastQuery(service)).toMatchObject({ arama: 'ayse@example.com' }));

    await pickNamed('Durum', 'Tüm Durumlar');
    await waitFor(() => expect(lastQuery(service).durum).toBeUndefined());
  });

  it('sends the start and end date as Turkish calendar days', async () => {
    const service = renderView([order(1)]);
    await waitFor(() => expect(service.list).toHaveBeenCalled());
    for (const [name, value] of [
      ['Başlangıç Tarihi', '01.11.2026'],
      ['Bitiş Tarihi', '30.11.2026'],
    ] as const) {
      const input = screen.getByPlaceholderText(name);
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    }
    await waitFor(() => expect(lastQuery(service)).toMatchObject({ baslangicTarihi: '2026-11-01', bitisTarihi: '2026-11-30', page: '1' }));
  });

  it('disables print for İptal Edildi and cancel for İptal Edildi and Teslim Edildi', async () => {
    renderView([order(1), order(2, { siparisDurumu: 5 }), order(3, { siparisDurumu: 6 }), order(4, { siparisDurumu: 4 })]);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    const state = (n: number) => [
      screen.getByRole('button', { name: `SP-20261124-AAAA${n} fatura yazdır` }).hasAttribute('disabled'),
      screen.getByRole('button', { name: `SP-20261124-AAAA${n} iptal et` }).hasAttribute('disabled'),
    ];
    expect(state(1)).toEqual([false, false]);
    expect(state(2)).toEqual([false, true]);
    expect(state(3)).toEqual([true, true]);
    expect(state(4)).toEqual([false, false]);
  });

  it('asks before cancelling, cancels, toasts and reloads; a failure shows the fallback text', async () => {
    let cancels = 0;
    const service = renderView([order(1)], { cancel: () => (++cancels === 1 ? cancelled(uuid(1)) : failAnswer(500)) });
    fireEvent.click(await screen.findByRole('button', { name: 'SP-20261124-AAAA1 iptal et' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Bu siparişi iptal etmek istediğinizden emin misiniz?');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, İptal Et' }));
    });
    await waitFor(() => expect(service.cancel).toHaveBeenCalledWith(uuid(1)));
    expect(await screen.findByText('Sipariş iptal edildi!')).toBeInTheDocument();
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(2));

    fireEvent.click(screen.getByRole('button', { name: 'SP-20261124-AAAA1 iptal et' }));
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Evet, İptal Et' }));
    });
    expect(await screen.findByText('Sipariş iptal edilirken hata oluştu.')).toBeInTheDocument();
  });

  it('changes the status with the payment flag and date from the popover, toasts and reloads', async () => {
    const service = renderView([order(1)]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await pickNamed('SP-20261124-AAAA1 durumu', 'Onaylandı');
    const group = await screen.findByRole('group', { name: 'SP-20261124-AAAA1 durumu güncelle' });
    expect(screen.getByText('Durum: Onaylandı')).toBeInTheDocument();
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Ödendi' }));
    const before = Date.now();
    fireEvent.click(within(group).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(service.setStatus).toHaveBeenCalledTimes(1));
    const sent = service.setStatus.mock.calls[0]![0] as { id: string; siparisDurumu: number; odemeDurumu: boolean; odemeTarihi: string };
    expect(sent).toMatchObject({ id: uuid(1), siparisDurumu: 2, odemeDurumu: true });
    expect(Date.parse(sent.odemeTarihi)).toBeGreaterThanOrEqual(before - 1000);
    expect(await screen.findByText('Sipariş durumu güncellendi!')).toBeInTheDocument();
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(2));
  });

  it('Vazgeç leaves the status alone; a failed change shows the message and reloads the list', async () => {
    const service = renderView([order(1)], { setStatus: failAnswer(409, 'Teslim edilmiş sipariş iptal edilemez.') });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await pickNamed('SP-20261124-AAAA1 durumu', 'Hazırlanıyor');
    const group = await screen.findByRole('group', { name: 'SP-20261124-AAAA1 durumu güncelle' });
    fireEvent.click(within(group).getByRole('button', { name: 'Vazgeç' }));
    expect(service.setStatus).not.toHaveBeenCalled();

    await pickNamed('SP-20261124-AAAA1 durumu', 'İptal Edildi');
    const again = await screen.findByRole('group', { name: 'SP-20261124-AAAA1 durumu güncelle' });
    fireEvent.click(within(again).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(service.setStatus).toHaveBeenCalledWith({ id: uuid(1), siparisDurumu: 6, odemeDurumu: false, odemeTarihi: null }));
    expect(await screen.findByText('Teslim edilmiş sipariş iptal edilemez.')).toBeInTheDocument();
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(2));
  });

  it('prints the invoice into a new tab; a failure says so', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:fatura'), revokeObjectURL: vi.fn() });
    let prints = 0;
    const service = renderView([order(1)], { invoice: () => (++prints === 1 ? { status: 200, body: '%PDF' } : failAnswer(500)) });
    fireEvent.click(await screen.findByRole('button', { name: 'SP-20261124-AAAA1 fatura yazdır' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:fatura'));
    expect(service.invoice).toHaveBeenCalledWith(uuid(1));
    await waitFor(() => expect(document.querySelector('.ant-btn-loading')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'SP-20261124-AAAA1 fatura yazdır' }));
    expect(await screen.findByText('Fatura yazdırılırken hata oluştu.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('shows the detail modal with order info, customer, delivery address and items; Kapat closes it', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:detay'), revokeObjectURL: vi.fn() });
    const service = renderView([order(1)]);
    fireEvent.click(await screen.findByRole('button', { name: 'SP-20261124-AAAA1 detay' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Sipariş Detayı - SP-20261124-AAAA1');
    for (const text of ['Sipariş Bilgileri', 'Müşteri Bilgileri', 'Teslimat Adresi', '05321234567', 'Cumhuriyet Cad. No: 5', 'Erzurum / Türkiye', 'Kayak Gözlüğü', 'Siyah / M', '1.250,50 TL']) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(dialog).getAllByText('2.501,00 TL').length).toBeGreaterThanOrEqual(2);
    // status badge and payment badge
    expect(within(dialog).getAllByText('Beklemede', { selector: '.ant-tag' })).toHaveLength(2);
    expect(service.detail).toHaveBeenCalledWith(uuid(1));
    fireEvent.click(within(dialog).getByRole('button', { name: /Fatura Yazdır/ }));
    await waitFor(() => expect(tab.location.href).toBe('blob:detay'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(isModalOpen(dialog)).toBe(false));
  });

  it("says 'Sipariş detayı yüklenirken hata oluştu.' when the detail fails; Tekrar Dene loads again", async () => {
    const service = renderView([order(1)], { detail: failAnswer(500) });
    fireEvent.click(await screen.findByRole('button', { name: 'SP-20261124-AAAA1 detay' }));
    expect(await screen.findByText('Sipariş detayı yüklenirken hata oluştu.')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /Fatura Yazdır/ })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(service.detail).toHaveBeenCalledTimes(2));
    // The second read fails too: the message shows again.
    expect(await screen.findByText('Sipariş detayı yüklenirken hata oluştu.')).toBeInTheDocument();
  });
});
