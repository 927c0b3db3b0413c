// /siparis/:noOrId against a local HTTP server standing in for the API (@skiclub/shared/testing).
import { App } from 'antd';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { failAnswer, okAnswer, serveApi, type TestRoutes } from '@skiclub/shared/testing';
import { CITIES_URL } from '../../checkout/api/cities';
import { makeLine, makeOrder } from '../../orders/hooks/orderFixtures';
import { OrderDetailScreen } from './OrderDetailScreen';

const routes: TestRoutes = {};
const api = serveApi(routes);

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname}</output>;
}

function renderDetail(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/siparis/:noOrId" element={<><OrderDetailScreen /><Where /></>} />
          </Routes>
        </MemoryRouter>
      </App>
    </SWRConfig>,
  );
}

const order = makeOrder({
  siparisDetaylari: [makeLine({ id: 'l1', urunAdi: 'Kayak Gözlüğü Pro', miktar: 2 }), makeLine({ id: 'l2', urunAdi: 'Kayak Eldiveni', varyantAdi: null, birimFiyat: 450.5 })],
  notlar: 'Kapıya bırakılabilir.',
});
const ID = order.id;
const NO = order.siparisNo;

beforeEach(() => {
  for (const key of Object.keys(routes)) delete routes[key];
  routes[`GET ${CITIES_URL}`] = okAnswer([{ id: 'c1', sehirAdi: 'Erzurum' }, { id: 'c2', sehirAdi: 'İstanbul' }]);
});

describe('/siparis/:noOrId (member spec §2 order detail, §8)', () => {
  it('resolves an id, rewrites the address to the order number without reading again, and shows items, addresses, status and payment', async () => {
    routes[`GET /api/siparis/resolve/${ID}`] = okAnswer(order);
    renderDetail(`/siparis/${ID}`);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/siparis/${NO}`));
    expect(await screen.findByText('Kayak Eldiveni')).toBeInTheDocument();
    expect(screen.getByText('Beklemede')).toBeInTheDocument();
    expect(screen.getByText('Ödeme Bekliyor')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('2.950,50 TL');
    expect(screen.getByText('Teslimat Adresi', { selector: '.chk-order__address .ant-card-head-title' })).toBeInTheDocument();
    expect(screen.getByText('Fatura Adresi', { selector: '.chk-order__address .ant-card-head-title' }).closest('.ant-card')).toHaveTextContent('ayse@example.com');
    expect(screen.getByText('Kapıya bırakılabilir.')).toBeInTheDocument();
    expect(api().requests.map((r) => r.path)).toEqual([`/api/siparis/resolve/${ID}`]);
  });

  it("says 'Sipariş bulunamadı.' for a 404 (unknown or someone else's order)", async () => {
    routes[`GET /api/siparis/resolve/SP-X`] = failAnswer(404, 'Sipariş bulunamadı.');
    renderDetail('/siparis/SP-X');
    expect(await screen.findByText('Sipariş bulunamadı.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Siparişlerime Dön' })).toHaveAttribute('href', '/siparislerim');
  });

  it("says 'Sipariş detayı yüklenirken hata oluştu' for a malformed answer", async () => {
    routes[`GET /api/siparis/resolve/${NO}`] = okAnswer({ id: 1 });
    renderDetail(`/siparis/${NO}`);
    expect(await screen.findByText('Sipariş detayı yüklenirken hata oluştu')).toBeInTheDocument();
  });

  it("cancels after the confirmation, says 'Sipariş iptal edildi!' and, for a paid order, the refund note", async () => {
    const user = userEvent.setup({ delay: null });
    const paid = { ...order, siparisDurumu: 2, siparisDurumuMetni: 'Onaylandı', odemeDurumu: true, odemeTarihi: '2026-11-24T09:35:00Z' };
    routes[`GET /api/siparis/resolve/${NO}`] = okAnswer(paid);
    routes[`PUT /api/siparis/iptal/${ID}`] = okAnswer({ ...paid, siparisDurumu: 6, siparisDurumuMetni: 'İptal' });
    renderDetail(`/siparis/${NO}`);
    await user.click(await screen.findByRole('button', { name: /Siparişi İptal Et/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Bu siparişi iptal etmek istediğinizden emin misiniz?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'İptal Et' }));
    expect(await screen.findByText('Sipariş iptal edildi!')).toBeInTheDocument();
    expect(await screen.findByText('İptal')).toBeInTheDocument();
    expect(screen.getByText('Ödemeniz, iade politikamız gereği ödemede kullandığınız karta iade edilecektir.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Siparişi İptal Et/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Düzenle/ })).not.toBeInTheDocument();
    expect(api().hits(`PUT /api/siparis/iptal/${ID}`)).toBe(1);
  });

  it("shows the API's refusal of a cancel and 'Sipariş iptal edilirken hata oluştu' for a 500", async () => {
    const user = userEvent.setup({ delay: null });
    routes[`GET /api/siparis/resolve/${NO}`] = okAnswer(order);
    routes[`PUT /api/siparis/iptal/${ID}`] = failAnswer(500);
    renderDetail(`/siparis/${NO}`);
    await user.click(await screen.findByRole('button', { name: /Siparişi İptal Et/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'İptal Et' }));
    expect(await screen.findByText('Sipariş iptal edilirken hata oluştu')).toBeInTheDocument();
  });

  it('offers neither cancel nor edit once the order is shipped', async () => {
    routes[`GET /api/siparis/resolve/${NO}`] = okAnswer({ ...order, siparisDurumu: 4, siparisDurumuMetni: 'Kargoda', odemeDurumu: true });
    renderDetail(`/siparis/${NO}`);
    expect(await screen.findByText('Kargoda')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Siparişi İptal Et/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Düzenle/ })).not.toBeInTheDocument();
  });

  it("edits the addresses and notes, says 'Sipariş güncellendi!', and keeps the input on a 409", async () => {
    const user = userEvent.setup({ delay: null });
    routes[`GET /api/siparis/resolve/${NO}`] = okAnswer(order);
    routes[`PUT /api/siparis/${ID}`] = failAnswer(409, 'Bu sipariş artık değiştirilemez.');
    renderDetail(`/siparis/${NO}`);
    await user.click(await screen.findByRole('button', { name: /Düzenle/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const adres = dialog.getAllByLabelText(/^Adres/)[0] as HTMLTextAreaElement;
    expect(adres.value).toBe('Cumhuriyet Cad. No: 5');
    await user.clear(adres);
    await user.tab();
    expect(await dialog.findByText('Lütfen adres bilgisi girin.')).toBeInTheDocument();
    await user.type(adres, 'Yeni Mah. 7. Sok. No: 3');
    await user.clear(dialog.getByLabelText('Sipariş Notu'));
    await user.type(dialog.getByLabelText('Sipariş Notu'), 'Akşam teslim edin.');
    await user.click(dialog.getByRole('button', { name: /Kaydet$/ }));
    expect(await dialog.findByText('Bu sipariş artık değiştirilemez.')).toBeInTheDocument();
    expect(adres.value).toBe('Yeni Mah. 7. Sok. No: 3');

    const updated = { ...order, teslimatAdresi: JSON.stringify({ ...JSON.parse(order.teslimatAdresi), adres: 'Yeni Mah. 7. Sok. No: 3' }), notlar: 'Akşam teslim edin.' };
    routes[`PUT /api/siparis/${ID}`] = okAnswer(updated, 'Sipariş güncellendi!');
    await user.click(dialog.getByRole('button', { name: /Kaydet$/ }));
    expect(await screen.findByText('Sipariş güncellendi!')).toBeInTheDocument();
    const body = api().calls(`PUT /api/siparis/${ID}`)[1]!.body as Record<string, string>;
    expect(JSON.parse(body.teslimatAdresi!)).toMatchObject({ adres: 'Yeni Mah. 7. Sok. No: 3', adSoyad: 'Ayşe Yılmaz', ulke: 'Türkiye' });
    // 'Same as delivery' was ticked: the invoice address follows, keeping its e-mail.
    expect(JSON.parse(body.faturaAdresi!)).toMatchObject({ adres: 'Yeni Mah. 7. Sok. No: 3', email: 'ayse@example.com' });
    expect(body.notlar).toBe('Akşam teslim edin.');
    expect(await screen.findByText('Akşam teslim edin.', { selector: '.ant-card-body' })).toBeInTheDocument();
  });
});
