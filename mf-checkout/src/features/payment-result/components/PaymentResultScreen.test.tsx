import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore } from '@skiclub/shared/session';
import { okAnswer, serveApi, type TestRoutes } from '@skiclub/shared/testing';
import { makeOrder } from '../../orders/hooks/orderFixtures';
import { PaymentResultScreen } from './PaymentResultScreen';

const routes: TestRoutes = {};
serveApi(routes);

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/odeme-sonuc" element={<PaymentResultScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });

afterEach(() => vi.useRealTimers());

describe('/odeme-sonuc (member spec §2 payment result)', () => {
  it('camp success: the amount, Kamplarım and home, then /kamplarim after 4 s', async () => {
    vi.useFakeTimers();
    renderAt('/odeme-sonuc?odemeSonuc=ok&OrderId=r1&PurchAmount=12500.00&returnCode=00&errMsg=&kaynak=kamp');
    expect(screen.getByRole('heading', { name: 'Ödemeniz başarıyla alındı.' })).toBeInTheDocument();
    expect(screen.getByText('12.500,00 TL')).toBeInTheDocument();
    expect(link('Kamplarım')).toHaveAttribute('href', '/kamplarim?odemeSonuc=ok');
    expect(link('Ana Sayfa')).toHaveAttribute('href', '/');
    expect(screen.getByText('4 saniye içinde Kamplarım sayfasına yönlendiriliyorsunuz...')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(3900);
    });
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/kamplarim?odemeSonuc=ok');
  });

  it('shop success offers Siparişlerim and home and stays', async () => {
    vi.useFakeTimers();
    renderAt('/odeme-sonuc?odemeSonuc=ok&OrderId=o1&PurchAmount=499.90&returnCode=00&kaynak=shop');
    expect(link('Siparişlerim')).toHaveAttribute('href', '/siparislerim');
    expect(link('Ana Sayfa')).toHaveAttribute('href', '/');
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('shop success shows the order number to the signed-in member (GET /api/siparis/resolve/{id})', async () => {
    routes['GET /api/siparis/resolve/o1'] = okAnswer(makeOrder({ id: 'o1', siparisNo: 'SP-20261124-7K3QX9' }));
    sessionStore.getState().signIn('t0k3n', { id: 'u1', ad: 'Ayşe', soyad: 'Yılmaz', kullaniciAdi: 'uye', email: 'uye@example.com', roller: ['Uye'], expiration: '2099-01-01T00:00:00Z' }, false);
    try {
      render(
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={['/odeme-sonuc?odemeSonuc=ok&OrderId=o1&PurchAmount=499.90&returnCode=00&kaynak=shop']}>
            <Routes>
              <Route path="/odeme-sonuc" element={<PaymentResultScreen />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>,
      );
      expect(await screen.findByTestId('order-number')).toHaveTextContent('SP-20261124-7K3QX9');
      expect(screen.queryByText('o1')).not.toBeInTheDocument();
    } finally {
      sessionStore.getState().clear();
    }
  });

  it("camp failure: 'Ödemeniz alınamadı...', the bank's code and message as text, the advice and the links", async () => {
    vi.useFakeTimers();
    renderAt(`/odeme-sonuc?odemeSonuc=fail&OrderId=r1&PurchAmount=12500.00&returnCode=51&errMsg=${encodeURIComponent('Bakiye yetersiz <img src=x onerror=alert(1)>')}&kaynak=kamp`);
    expect(screen.getByRole('heading', { name: 'Ödemeniz alınamadı...' })).toBeInTheDocument();
    expect(screen.getByTestId('return-code')).toHaveTextContent('51');
    expect(screen.getByTestId('bank-message')).toHaveTextContent('Bakiye yetersiz <img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Lütfen kart bilgilerinizi ve kart limitinizi kontrol edin; sorun sürerse bankanızla iletişime geçip tekrar deneyin.')).toBeInTheDocument();
    expect(link('Kampa Kayıt')).toHaveAttribute('href', '/kampa-kayit');
    expect(link('Kamplarım')).toHaveAttribute('href', '/kamplarim');
    expect(link('Ana Sayfa')).toHaveAttribute('href', '/');
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('shop failure links back to the cart', () => {
    renderAt('/odeme-sonuc?odemeSonuc=fail&returnCode=05&errMsg=Red&kaynak=shop');
    expect(link('Sepete Dön')).toHaveAttribute('href', '/sepet');
    expect(screen.queryByRole('link', { name: 'Kampa Kayıt' })).not.toBeInTheDocument();
  });

  it('without a result it says so instead of guessing', () => {
    renderAt('/odeme-sonuc');
    expect(screen.getByRole('heading', { name: 'Ödeme sonucu bulunamadı.' })).toBeInTheDocument();
    expect(screen.queryByText('Ödemeniz alınamadı...')).not.toBeInTheDocument();
  });
});
