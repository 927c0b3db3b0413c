// /siparislerim against a local HTTP server standing in for the API (@skiclub/shared/testing).
import { App } from 'antd';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { advanceUntil, failAnswer, okAnswer, serveApi, type TestRoutes } from '@skiclub/shared/testing';
import { makeLine, makeOrder } from '../hooks/orderFixtures';
import { MyOrdersScreen } from './MyOrdersScreen';

const routes: TestRoutes = {};
const api = serveApi(routes);

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderOrders(path = '/siparislerim') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<><MyOrdersScreen /><Where /></>} />
          </Routes>
        </MemoryRouter>
      </App>
    </SWRConfig>,
  );
}

const five = [1, 2, 3, 4, 5].map((n) => makeLine({ id: `l${n}`, urunAdi: `Ürün ${n}`, varyantAdi: null, birimFiyat: 100 * n }));
const newest = makeOrder({ id: 'o2', siparisNo: 'SP-20261124-NEW001', siparisDetaylari: five, olusturmaTarihi: '2026-11-24T09:30:00Z', siparisDurumu: 2, odemeDurumu: true });
const older = makeOrder({ id: 'o1', siparisNo: 'SP-20261101-OLD001', olusturmaTarihi: '2026-11-01T08:00:00Z', siparisDurumu: 9 });

beforeEach(() => {
  for (const key of Object.keys(routes)) delete routes[key];
});

describe('/siparislerim (member spec §2 My orders, §4, §8)', () => {
  it("shows each order's number, date, status, payment, total and first 3 items then '+n ürün daha', in the API's order", async () => {
    routes['GET /api/siparis/kullanici'] = okAnswer({ ogeler: [newest, older], toplam: 2, sayfa: 1, boyut: 10 });
    renderOrders();
    const cards = await screen.findAllByText(/^SP-/);
    expect(cards.map((c) => c.textContent)).toEqual(['SP-20261124-NEW001', 'SP-20261101-OLD001']);
    const first = within(cards[0]!.closest('.chk-order-card') as HTMLElement);
    expect(first.getByText('24.11.2026')).toBeInTheDocument();
    expect(first.getByText('Onaylandı')).toBeInTheDocument();
    expect(first.getByText('Ödendi')).toBeInTheDocument();
    expect(first.getByText('1.500,00 TL')).toBeInTheDocument();
    expect(first.getByText('Ürün 3')).toBeInTheDocument();
    expect(first.queryByText('Ürün 4')).not.toBeInTheDocument();
    expect(first.getByText('+2 ürün daha')).toBeInTheDocument();
    const second = within(cards[1]!.closest('.chk-order-card') as HTMLElement);
    expect(second.getByText('Bilinmiyor')).toBeInTheDocument();
    expect(second.getByText('Ödeme Bekliyor')).toBeInTheDocument();
    expect(second.queryByText(/ürün daha/)).not.toBeInTheDocument();
    expect(first.getByRole('link', { name: 'SP-20261124-NEW001' })).toHaveAttribute('href', '/siparis/SP-20261124-NEW001');
    expect(api().calls('GET /api/siparis/kullanici')[0]!.query).toBe('?sayfa=1&boyut=10');
  });

  it('pages with antd Pagination (?sayfa=2 reads page 2)', async () => {
    const user = userEvent.setup({ delay: null });
    routes['GET /api/siparis/kullanici'] = (req) => {
      const sayfa = Number(req.searchParams.get('sayfa'));
      return okAnswer({ ogeler: [makeOrder({ id: `o${sayfa}`, siparisNo: `SP-20261124-PAGE0${sayfa}` })], toplam: 12, sayfa, boyut: 10 });
    };
    renderOrders();
    expect(await screen.findByText('SP-20261124-PAGE01')).toBeInTheDocument();
    expect(screen.getByText('12 sipariş')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('SP-20261124-PAGE02')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/siparislerim?sayfa=2');
    expect(api().calls('GET /api/siparis/kullanici').map((r) => r.query)).toEqual(['?sayfa=1&boyut=10', '?sayfa=2&boyut=10']);
  });

  it("says 'Siparişler yüklenirken hata oluştu' on a malformed answer, and 'Tekrar Dene' reads again", async () => {
    const user = userEvent.setup({ delay: null });
    routes['GET /api/siparis/kullanici'] = okAnswer({ ogeler: 'yok' });
    renderOrders();
    expect(await screen.findByText('Siparişler yüklenirken hata oluştu')).toBeInTheDocument();
    routes['GET /api/siparis/kullanici'] = okAnswer({ ogeler: [older], toplam: 1, sayfa: 1, boyut: 10 });
    await user.click(screen.getByRole('button', { name: /Tekrar Dene/ }));
    expect(await screen.findByText('SP-20261101-OLD001')).toBeInTheDocument();
  });

  it('a 503 shows its status default after the retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routes['GET /api/siparis/kullanici'] = failAnswer(503);
    renderOrders();
    // The retry delays pass on the fake clock.
    await advanceUntil(() => expect(screen.getByText('Hizmet geçici olarak kullanılamıyor.')).toBeInTheDocument());
  });

  it('an empty list links to /urunler', async () => {
    const user = userEvent.setup({ delay: null });
    routes['GET /api/siparis/kullanici'] = okAnswer({ ogeler: [], toplam: 0, sayfa: 1, boyut: 10 });
    renderOrders();
    expect(await screen.findByText('Henüz siparişiniz yok')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Alışverişe Başla/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/urunler'));
  });
});
