import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '@skiclub/shared/api';
import { formatDate, formatMoney, productCode } from '@skiclub/shared/format';
import { PAYMENT_RESULT_TEXTS, paymentAdvice, readPaymentResult, type PaymentResult } from '@skiclub/shared/payment';
import { campRegistrationListSchema } from '@skiclub/shared/schemas';
import { useCurrentUser } from '@skiclub/shared/session';
import { LinkActions, type LinkAction } from '@skiclub/shared/ui';
import { useOrder } from '../../orders/api/orders';
import './PaymentResult.css';

/** In the camp context the success page goes on to /kamplarim after 4 s (member spec §2, §9), in ms. */
export const CAMP_REDIRECT_MS = 4000;
/** Where a camp success goes: /kamplarim, which shows the success message for 3 s. */
export const CAMP_SUCCESS_TARGET = '/kamplarim?odemeSonuc=ok';
/** Shown when the address carries no result. */
export const NO_RESULT = 'Ödeme sonucu bulunamadı.';

/** GET /api/kampakayit: the member's own registrations, to name the camp a payment was for. */
export const REGISTRATIONS_URL = '/api/kampakayit';

/** The links of each outcome (member spec §2): Kamplarım or Siparişlerim, /kampa-kayit or /sepet, and home. */
function actionsOf(result: PaymentResult): LinkAction[] {
  const home = { to: '/', label: 'Ana Sayfa' };
  if (result.kaynak === 'kamp') {
    return result.ok
      ? [{ to: CAMP_SUCCESS_TARGET, label: 'Kamplarım', primary: true }, home]
      : // The registration is kept unpaid: Kamplarım pays it again; /kampa-kayit is the spec's link.
        [{ to: '/kamplarim', label: 'Kamplarım', primary: true }, { to: '/kampa-kayit', label: 'Kampa Kayıt' }, home];
  }
  return result.ok ? [{ to: '/siparislerim', label: 'Siparişlerim', primary: true }, home] : [{ to: '/sepet', label: 'Sepete Dön', primary: true }, home];
}

/**
 * Body of /odeme-sonuc (member spec §2 payment result, §8): driven by odemeSonuc, OrderId,
 * PurchAmount, returnCode, errMsg and kaynak. Success offers Kamplarım (camp) or Siparişlerim
 * (shop) and home, and in the camp context goes to /kamplarim after 4 s. Failure says 'Ödemeniz
 * alınamadı...' with the bank's return code and message and the advice to check the card and
 * its limit, contact the bank and retry, with links back. Query values are shown as text only.
 */
export function PaymentResultScreen() {
  const [params] = useSearchParams();
  const [result] = useState(() => readPaymentResult(params));
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(CAMP_REDIRECT_MS / 1000);
  const redirects = !!result?.ok && result.kaynak === 'kamp';
  // A shop result carries our order id; a signed-in member sees the order number instead.
  const user = useCurrentUser();
  const shopOrder = useOrder(result?.kaynak === 'shop' && result.orderId && user ? result.orderId : null);
  // A camp result carries the registration id: a member reads the camp's name and dates instead.
  const registrations = useApi(result?.kaynak === 'kamp' && result.orderId && user ? REGISTRATIONS_URL : null, campRegistrationListSchema);
  const registration = registrations.data?.find((r) => r.id === result?.orderId);

  useEffect(() => {
    if (!redirects) return undefined;
    const tick = window.setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    const go = window.setTimeout(() => navigate(CAMP_SUCCESS_TARGET, { replace: true }), CAMP_REDIRECT_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(go);
    };
  }, [redirects, navigate]);

  if (!result) {
    return (
      <section className="pay-result pay-result--none" role="status">
        <InfoCircleFilled className="pay-result__icon" aria-hidden="true" />
        <h2 className="pay-result__title">{NO_RESULT}</h2>
        <LinkActions actions={[{ to: '/', label: 'Ana Sayfa', primary: true }]} />
      </section>
    );
  }

  const facts = (
    <dl className="pay-result__facts">
      {result.amount !== null && (
        <div>
          <dt>Tutar</dt>
          <dd>{formatMoney(result.amount, 'TL')}</dd>
        </div>
      )}
      {registration ? (
        <div>
          <dt>Kamp</dt>
          <dd data-testid="camp-name">
            {registration.kampAdi} ({formatDate(registration.baslangicTarihi)} - {formatDate(registration.bitisTarihi)})
          </dd>
        </div>
      ) : (
        result.kaynak === 'kamp' &&
        result.orderId &&
        !registrations.isLoading && (
          <div>
            <dt>Kayıt No</dt>
            <dd className="pay-result__ref">{productCode(result.orderId)}</dd>
          </div>
        )
      )}
      {shopOrder.data && (
        <div>
          <dt>Sipariş No</dt>
          <dd data-testid="order-number">{shopOrder.data.siparisNo}</dd>
        </div>
      )}
      {!result.ok && result.returnCode && (
        <div>
          <dt>Banka dönüş kodu</dt>
          <dd data-testid="return-code">{result.returnCode}</dd>
        </div>
      )}
      {!result.ok && result.errMsg && (
        <div>
          <dt>Banka mesajı</dt>
          <dd data-testid="bank-message">{result.errMsg}</dd>
        </div>
      )}
    </dl>
  );

  if (result.ok) {
    return (
      <section className="pay-result pay-result--ok" role="status">
        <CheckCircleFilled className="pay-result__icon" aria-hidden="true" />
        <h2 className="pay-result__title">{PAYMENT_RESULT_TEXTS.success}</h2>
        {facts}
        {redirects && <p className="pay-result__note">{seconds} saniye içinde Kamplarım sayfasına yönlendiriliyorsunuz...</p>}
        <LinkActions actions={actionsOf(result)} />
      </section>
    );
  }
  return (
    <section className="pay-result pay-result--fail" role="alert">
      <CloseCircleFilled className="pay-result__icon" aria-hidden="true" />
      <h2 className="pay-result__title">{PAYMENT_RESULT_TEXTS.failed}</h2>
      {facts}
      <p className="pay-result__note">{paymentAdvice(result.returnCode)}</p>
      <LinkActions actions={actionsOf(result)} />
    </section>
  );
}
