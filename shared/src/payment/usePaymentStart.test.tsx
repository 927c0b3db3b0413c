// The pay flow against a local HTTP server standing in for the API (@skiclub/shared/testing).
import { App, Button } from 'antd';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { failAnswer, okAnswer, serveApi, type TestRoutes } from '@skiclub/shared/testing';
import { paymentStartFailure, usePaymentStart, type PaymentCard, type PaymentOrder, type postToGateway } from '@skiclub/shared/payment';
import { httpError, networkError } from '@skiclub/shared/errors';

const routes: TestRoutes = {};
const api = serveApi(routes);

const START = {
  gatewayUrl: 'http://127.0.0.1:4500/Gateway/Default.aspx',
  alanlar: { MbrId: '5', OrderId: 'r1', PurchAmount: '12500.00', Hash: 'h' },
};
const order: PaymentOrder = { OrderId: 'r1', PurchAmount: 12500, Kaynak: 'kamp' };
const card: PaymentCard = { CardHolderName: 'Ayşe Yılmaz', Pan: '4155650100416111', Expiry: '1230', Cvv2: '123' };

function Pay({ post }: { post: typeof postToGateway }) {
  const pay = usePaymentStart({ post });
  return (
    <div>
      <span data-testid="phase">{pay.phase}</span>
      {pay.error && <p role="alert">{pay.error}</p>}
      <Button onClick={() => void pay.start(order, card)}>Öde</Button>
    </div>
  );
}

function renderPay() {
  const post = vi.fn<typeof postToGateway>();
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App>
        <Pay post={post} />
      </App>
    </SWRConfig>,
  );
  return { post, ...view };
}

afterEach(() => vi.useRealTimers());

describe('usePaymentStart (member spec §4, §7, §9)', () => {
  it('asks the API with OrderId, PurchAmount and Kaynak only, says the gateway is opening, and posts the card after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routes['POST /api/odeme/baslat'] = okAnswer(START);
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const { post } = renderPay();
    await user.click(screen.getByRole('button', { name: 'Öde' }));
    expect(await screen.findByText('Ödeme sistemi açılıyor... Lütfen bekleyin.')).toBeInTheDocument();
    expect(screen.getByTestId('phase')).toHaveTextContent('opening');
    expect(post).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(700);
    });
    expect(post).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(START.gatewayUrl, START.alanlar, card);

    // The card went nowhere but to the post: our API saw the three order fields only.
    expect(api().requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/odeme/baslat']);
    expect(api().calls('POST /api/odeme/baslat')[0]!.body).toEqual({ OrderId: 'r1', PurchAmount: 12500, Kaynak: 'kamp' });
    const sent = api().requests.map((r) => r.raw.toString('utf8') + r.query).join(' ');
    for (const secret of ['4155650100416111', '1230', 'Cvv2', 'Pan', 'Ayşe']) expect(sent).not.toContain(secret);
  });

  it.each([
    [failAnswer(409, 'Bu kamp için ödemeniz zaten tamamlanmış. Tekrar ödeme yapılamaz.'), 'Bu kamp için ödemeniz zaten tamamlanmış. Tekrar ödeme yapılamaz.'],
    [failAnswer(404, 'Ödeme bilgisi bulunamadı!'), 'Ödeme bilgisi bulunamadı!'],
    [failAnswer(500), 'Ödeme başlatılamadı! Hata: Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.'],
    [okAnswer({ gatewayUrl: 5 }), 'Ödeme başlatılamadı! Hata: Beklenmeyen bir hata oluştu.'],
  ])('a refusal shows its text and posts nothing (%#)', async (answer, text) => {
    routes['POST /api/odeme/baslat'] = answer;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const { post } = renderPay();
    await user.click(screen.getByRole('button', { name: 'Öde' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByTestId('phase')).toHaveTextContent('failed');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1200);
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('leaving the page before the second is over posts nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routes['POST /api/odeme/baslat'] = okAnswer(START);
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const { post, unmount } = renderPay();
    await user.click(screen.getByRole('button', { name: 'Öde' }));
    await screen.findByText('Ödeme sistemi açılıyor... Lütfen bekleyin.');
    unmount();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(post).not.toHaveBeenCalled();
  });
});

describe('paymentStartFailure (member spec §8)', () => {
  it('words camp and shop refusals', () => {
    expect(paymentStartFailure(httpError(409, { mesaj: 'x' }), 'kamp')).toBe('Bu kamp için ödemeniz zaten tamamlanmış. Tekrar ödeme yapılamaz.');
    expect(paymentStartFailure(httpError(404, null), 'kamp')).toBe('Ödeme bilgisi bulunamadı!');
    expect(paymentStartFailure(httpError(422, { mesaj: 'Ödeme numarası zorunludur.' }), 'kamp')).toBe('Ödeme başlatılamadı! Hata: Ödeme numarası zorunludur.');
    expect(paymentStartFailure(networkError(), 'kamp')).toBe('Ödeme başlatılamadı! Hata: İnternet bağlantınızı kontrol edin.');
    expect(paymentStartFailure(httpError(500, null), 'shop')).toBe('Ödeme işlemi başlatılamadı');
    expect(paymentStartFailure(httpError(404, null), 'shop')).toBe('Ödeme bilgisi bulunamadı!');
  });
});
