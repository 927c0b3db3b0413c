import { Spin } from 'antd';
import { PAYMENT_MESSAGES } from '@skiclub/shared/schemas';
import './payment.css';

/**
 * What a pay screen shows while the bank's page opens (member spec §8): a spinner and
 * 'Ödeme sistemi açılıyor... Lütfen bekleyin.'.
 */
export function PaymentOpening() {
  return (
    <div className="sc-payment-opening" role="status" aria-live="polite">
      <Spin size="large" />
      <span>{PAYMENT_MESSAGES.opening}</span>
    </div>
  );
}
