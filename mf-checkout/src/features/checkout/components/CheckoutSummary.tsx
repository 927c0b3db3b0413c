import { Button, Card, Typography } from 'antd';
import { formatMoney } from '@skiclub/shared/format';
import { ORDER_MESSAGES, type Cart } from '@skiclub/shared/schemas';
import { SummaryFigures } from '../../cart/components/CartSummary';
import './checkout.css';

/** Props of {@link CheckoutSummary}. */
export interface CheckoutSummaryProps {
  cart: Cart;
  /** The complete-payment button may be pressed (member spec §5). */
  canPay: boolean;
  /** Order or payment start in progress: the button spins. */
  busy: boolean;
  /** Text of the button ('Ödemeyi Tamamla'). */
  submitText?: string;
}

/**
 * Order summary of /odeme (member spec §2, §9): each line (name, option, quantity × unit price,
 * line total), Ara Toplam, Kargo 'Ücretsiz', Toplam, and the complete-payment button (a submit
 * button of the surrounding form), disabled until every rule holds with
 * 'Lütfen tüm gerekli alanları doldurun ve onayları işaretleyin.' under it.
 */
export function CheckoutSummary({ cart, canPay, busy, submitText = 'Ödemeyi Tamamla' }: CheckoutSummaryProps) {
  return (
    <Card className="chk-summary" title="Sipariş Özeti">
      <ul className="chk-lines" aria-label="Sipariş edilen ürünler">
        {cart.sepetOgeleri.map((item) => (
          <li key={item.id} className="chk-lines__item">
            <div className="chk-lines__name">
              <span>{item.urunAdi}</span>
              {item.varyantAdi && <span className="chk-product__variant">{item.varyantAdi}</span>}
              <span className="chk-product__variant">
                {item.miktar} × {formatMoney(item.birimFiyat, item.paraBirimi || 'TL')}
              </span>
            </div>
            <span className="chk-money">{formatMoney(item.toplamFiyat, item.paraBirimi || 'TL')}</span>
          </li>
        ))}
      </ul>
      <SummaryFigures cart={cart} testIdPrefix="chk-checkout" />
      <Button type="primary" htmlType="submit" size="large" block className="chk-summary__proceed" disabled={!canPay || busy} loading={busy}>
        {submitText}
      </Button>
      {!canPay && !busy && (
        <Typography.Paragraph type="secondary" className="chk-checkout__hint" role="status">
          {ORDER_MESSAGES.consents}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
