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

  it('camp result names the camp and its dates for the signed-in member instead of the registration id', async () => {
    const id = '4031366b-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
    routes['GET /api/kampakayit'] = okAnswer([
      {
        id,
        kampId: 'k1',
        kampAdi: 'Palandöken Yılbaşı Kampı',
        baslangicTarihi: '2027-01-10',
        bitisTarihi: '2027-01-17',
        otelAdi: 'Dedeman',
        sehirAdi: 'Erzurum',
        konaklamaSecenegiId: null,
        konaklamaTipiAdi: null,
        kullaniciAdSoyad: 'Ayşe Yılmaz',
        kullaniciId: 'u1',
        aciklama: null,
        ucusKodu: null,
        ekipKodu: null,
        odenecekTL: 12500,
        odenecekEuro: 0,
        odenecekUsd: 0,
        aktif: true,
        gorselUrl: null,
        odemeDurumu: true,
        odemeDetayId: null,
        odemeTarihi: null,
        yetiskinler: [],
        cocuklar06: [],
        cocuklar611: [],
      },
    ]);
    sessionStore.getState().signIn('t0k3n', { id: 'u1', ad: 'Ayşe', soyad: 'Yılmaz', kullaniciAdi: 'uye', email: 'uye@example.com', roller: ['Uye'], expiration: '2099-01-01T00:00:00Z' }, false);
    try {
      render(
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={[`/odeme-sonuc?odemeSonuc=fail&OrderId=${id}&PurchAmount=12500.00&returnCode=V034&kaynak=kamp`]}>
            <Routes>
              <Route path="/odeme-sonuc" element={<PaymentResultScreen />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>,
      );
      expect(await screen.findByTestId('camp-name')).toHaveTextContent('Palandöken Yılbaşı Kampı (10.01.2027 - 17.01.2027)');
      expect(screen.queryByText(id)).not.toBeInTheDocument();
      expect(screen.queryByText('Kayıt No')).not.toBeInTheDocument();
      // Cancelled at the bank: no advice about the card limit.
      expect(screen.getByText(/Kartınızdan tutar çekilmedi/)).toBeInTheDocument();
      expect(screen.queryByText(/kart limitinizi/)).not.toBeInTheDocument();
    } finally {
      sessionStore.getState().clear();
    }
  });

  it('a visitor sees a short registration number, not the whole id', () => {
    renderAt('/odeme-sonuc?odemeSonuc=ok&OrderId=4031366b-2c1d-4e5f-8a9b-0c1d2e3f4a5b&PurchAmount=12500.00&returnCode=00&errMsg=&kaynak=kamp');
    expect(screen.getByText('4031366B')).toBeInTheDocument();
    expect(screen.queryByText(/4031366b-2c1d/)).not.toBeInTheDocument();
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
