// /kamplarim paying and payment results against a local HTTP server standing in for the API
// (@skiclub/shared/testing), with the real shared client, payment hook and gateway form.
import { App } from 'antd';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore } from '@skiclub/shared/session';
import { SAMPLE_GATEWAY_URL, advance, failAnswer, okAnswer, sampleGatewayFields, serveApi, type TestRoutes } from '@skiclub/shared/testing';
import { registration } from '../registration.fixture';
import { MyCampsPanel } from './MyCampsPanel';

const routes: TestRoutes = {};
const api = serveApi(routes);

const unpaid = registration({ id: 'r1', kullaniciId: 'u1', kampAdi: 'Palandöken Yılbaşı Kampı', odenecekTL: 12500 });
const paid = registration({ id: 'r2', kullaniciId: 'u1', kampAdi: 'Uludağ Sömestr Kampı', odemeDurumu: true, odenecekTL: 9000 });
const GATEWAY = SAMPLE_GATEWAY_URL;
const alanlar = sampleGatewayFields({ OrderId: 'r1', Rnd: '1700000000000', Hash: 'q1w2e3r4t5y6u7i8o9p0=' });

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderPage(path = '/kamplarim') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/kamplarim"
              element={
                <>
                  <MyCampsPanel />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </App>
    </SWRConfig>,
  );
}

beforeEach(() => {
  for (const key of Object.keys(routes)) delete routes[key];
  routes['GET /api/kampakayit'] = okAnswer([unpaid, paid]);
  sessionStore.getState().signIn('t0k3n', { id: 'u1', ad: 'Ayşe', soyad: 'Yılmaz', kullaniciAdi: 'uye', email: 'uye@example.com', roller: ['Üye'], expiration: '2099-01-01T00:00:00Z' }, false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.querySelectorAll('form[action]').forEach((f) => f.remove());
});

async function fillCard(user: UserEvent, pan = '4155650100416111') {
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText(/Kart Üzerindeki İsim/), 'Ayşe Işık');
  await user.type(dialog.getByLabelText(/Kart Numarası/), pan);
  await user.type(dialog.getByLabelText(/Son Kullanma/), '1230');
  await user.type(dialog.getByLabelText(/CVV/), '123');
  return dialog;
}

describe('/kamplarim paying by card (member spec §2, §4, §8)', () => {
  it('asks the API for the gateway form, says it is opening and after 1 s posts the card to the bank, never to our API', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    routes['POST /api/odeme/baslat'] = okAnswer({ gatewayUrl: GATEWAY, alanlar });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Palandöken Yılbaşı Kampı için ödeme yap' }));
    const dialog = await fillCard(user);
    expect(dialog.getByText('12.500,00 TL')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: /12\.500,00 TL Öde/ }));
    expect(await screen.findAllByText('Ödeme sistemi açılıyor... Lütfen bekleyin.')).not.toHaveLength(0);
    expect(submit).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(700);
    });
    expect(submit).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe(GATEWAY);
    expect(Object.fromEntries([...form.querySelectorAll('input')].map((i) => [i.name, i.value]))).toEqual({
      ...alanlar,
      CardHolderName: 'AYSE ISIK',
      Pan: '4155650100416111',
      Expiry: '1230',
      Cvv2: '123',
    });

    expect(api().calls('POST /api/odeme/baslat').map((r) => r.body)).toEqual([{ OrderId: 'r1', PurchAmount: 12500, Kaynak: 'kamp' }]);
    const sentToApi = api().requests.map((r) => `${r.path}${r.query} ${r.raw.toString('utf8')}`).join('\n');
    for (const secret of ['4155650100416111', '4155 6501', 'Cvv2', '"Expiry"', 'AYSE', 'Işık']) expect(sentToApi).not.toContain(secret);
  });

  it("an already paid camp is refused with the spec's text and the list is read again", async () => {
    routes['POST /api/odeme/baslat'] = failAnswer(409, 'Bu kamp için ödemeniz zaten tamamlanmış. Tekrar ödeme yapılamaz.');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Palandöken Yılbaşı Kampı için ödeme yap' }));
    const dialog = await fillCard(user);
    routes['GET /api/kampakayit'] = okAnswer([{ ...unpaid, odemeDurumu: true }, paid]);
    await user.click(dialog.getByRole('button', { name: /Öde$/ }));
    expect(await dialog.findByText('Bu kamp için ödemeniz zaten tamamlanmış. Tekrar ödeme yapılamaz.')).toBeInTheDocument();
    await waitFor(() => expect(api().hits('GET /api/kampakayit')).toBe(2));
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /için ödeme yap/ })).not.toBeInTheDocument());
    expect(submit).not.toHaveBeenCalled();
  });

  it.each([
    [failAnswer(404, 'Ödeme bilgisi bulunamadı!'), 'Ödeme bilgisi bulunamadı!'],
    [failAnswer(503), 'Ödeme başlatılamadı! Hata: Hizmet geçici olarak kullanılamıyor.'],
  ])('other refusals have their text (%#)', async (answer, text) => {
    routes['POST /api/odeme/baslat'] = answer;
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Palandöken Yılbaşı Kampı için ödeme yap' }));
    const dialog = await fillCard(user);
    await user.click(dialog.getByRole('button', { name: /Öde$/ }));
    expect(await dialog.findByText(text)).toBeInTheDocument();
    // The card is still there to try again.
    expect(dialog.getByLabelText(/Kart Numarası/)).toHaveValue('4155 6501 0041 6111');
  });
});

describe('/kamplarim payment result from the address (member spec §2)', () => {
  it('a success message hides after 3 s and leaves the address clean', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage('/kamplarim?odemeSonuc=ok&OrderId=r1&PurchAmount=12500.00&returnCode=00&errMsg=&kaynak=kamp');
    expect(await screen.findByText('Ödemeniz başarıyla alındı.')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.getByText('Ödemeniz başarıyla alındı.')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByText('Ödemeniz başarıyla alındı.')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/kamplarim$/);
  });

  it("a failure shows 'Ödemeniz alınamadı...' with the bank's code and message as text", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(`/kamplarim?odemeSonuc=fail&returnCode=51&errMsg=${encodeURIComponent('Bakiye yetersiz <b>x</b>')}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ödemeniz alınamadı...');
    expect(alert).toHaveTextContent('Banka dönüş kodu: 51');
    expect(alert).toHaveTextContent('Banka mesajı: Bakiye yetersiz <b>x</b>');
    expect(alert.querySelector('b')).toBeNull();
    // Unlike a success, a failure stays past the 3 s.
    await advance(3200);
    expect(screen.getByRole('alert')).toHaveTextContent('Ödemeniz alınamadı...');
  });
});
