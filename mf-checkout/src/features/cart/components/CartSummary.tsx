import { Alert, Button, Card, Divider } from 'antd';
import type { Cart } from '@skiclub/shared/schemas';
import { cartSummary } from '../hooks/cartRules';
import { CouponBox } from './CouponBox';
import './cart.css';

/** Props of {@link CartSummary}. */
export interface CartSummaryProps {
  cart: Cart;
  /** 'Sepetinizde sorunlu ürünler var. Lütfen kontrol ediniz.' after an invalid proceed. */
  proceedError: string | null;
  /** A cart call is running. */
  busy?: boolean;
  onProceed: () => void;
}

/**
 * Order summary of /sepet (member spec §2, §9): Ara Toplam, Kargo 'Ücretsiz', Toplam and the
 * item count, the coupon box and 'Ödemeye Geç'.
 */
export function CartSummary({ cart, proceedError, busy = false, onProceed }: CartSummaryProps) {
  return (
    <Card className="chk-summary" title="Sipariş Özeti">
      <SummaryFigures cart={cart} testIdPrefix="chk" />
      <Divider className="chk-summary__divider" />
      <CouponBox />
      {proceedError && <Alert className="chk-summary__error" type="error" showIcon message={proceedError} />}
      <Button type="primary" size="large" block className="chk-summary__proceed" onClick={onProceed} disabled={busy}>
        Ödemeye Geç
      </Button>
    </Card>
  );
}

/**
 * The summary figures of a cart (member spec §2, §9): Ürün Adedi, Ara Toplam, Kargo 'Ücretsiz' and
 * Toplam, as on /sepet and /odeme. Test ids are `<testIdPrefix>-item-count`, `-subtotal`, `-total`.
 */
export function SummaryFigures({ cart, testIdPrefix }: { cart: Cart; testIdPrefix: string }) {
  const figures = cartSummary(cart);
  return (
    <dl className="chk-summary__lines">
      <div className="chk-summary__line">
        <dt>Ürün Adedi</dt>
        <dd data-testid={`${testIdPrefix}-item-count`}>{figures.itemCount}</dd>
      </div>
      <div className="chk-summary__line">
        <dt>Ara Toplam</dt>
        <dd data-testid={`${testIdPrefix}-subtotal`}>{figures.subtotal}</dd>
      </div>
      <div className="chk-summary__line">
        <dt>Kargo</dt>
        <dd className="chk-summary__free">{figures.shipping}</dd>
      </div>
      <div className="chk-summary__line chk-summary__line--total">
        <dt>Toplam</dt>
        <dd data-testid={`${testIdPrefix}-total`}>{figures.total}</dd>
      </div>
    </dl>
  );
}
