/**
 * Pure display rules of /siparislerim and /siparis/:noOrId (member spec §2, §4, §9): status and
 * payment texts, the first 3 lines of a card with '+n ürün daha', money and dates.
 */
import { formatDate, formatMoney } from '@skiclub/shared/format';
import { isOrderEditable, ORDER_STATUS_CODE, orderStatusCode, orderStatusText, type Order, type OrderLine } from '@skiclub/shared/schemas';

/** An order card lists this many lines (member spec §9). */
export const CARD_LINE_COUNT = 3;

/**
 * Payment as shown (member spec §4: paid or pending). A cancelled order that was never paid waits
 * for nothing, so it says 'İptal Edildi' rather than 'Ödeme Bekliyor'.
 */
export function paymentText(odemeDurumu: boolean, siparisDurumu?: number | string | null): 'Ödendi' | 'Ödeme Bekliyor' | 'İptal Edildi' {
  if (odemeDurumu) return 'Ödendi';
  return orderStatusCode(siparisDurumu) === ORDER_STATUS_CODE.iptal ? 'İptal Edildi' : 'Ödeme Bekliyor';
}

/** antd Tag colour of a payment text: green paid, orange pending, grey cancelled. */
export function paymentColor(text: ReturnType<typeof paymentText>): string {
  return text === 'Ödendi' ? 'green' : text === 'Ödeme Bekliyor' ? 'orange' : 'default';
}

/** antd Tag colour of a status code (1-6; anything else grey). */
export function statusColor(value: number | string | null | undefined): string {
  switch (orderStatusCode(value)) {
    case 1:
      return 'gold';
    case 2:
      return 'blue';
    case 3:
      return 'geekblue';
    case 4:
      return 'cyan';
    case 5:
      return 'green';
    case 6:
      return 'red';
    default:
      return 'default';
  }
}

/** What an order card shows. */
export interface OrderCardView {
  siparisNo: string;
  /** dd.mm.yyyy */
  date: string;
  status: string;
  statusColor: string;
  payment: ReturnType<typeof paymentText>;
  paymentColor: string;
  /** e.g. '2.500,00 TL' */
  total: string;
  /** The first 3 lines. */
  lines: OrderLine[];
  /** '+2 ürün daha', or null when every line is listed. */
  more: string | null;
  editable: boolean;
}

/** The card of one order (member spec §2 My orders). */
export function orderCardView(order: Order): OrderCardView {
  const rest = order.siparisDetaylari.length - CARD_LINE_COUNT;
  return {
    siparisNo: order.siparisNo,
    date: formatDate(order.olusturmaTarihi),
    status: orderStatusText(order.siparisDurumu),
    statusColor: statusColor(order.siparisDurumu),
    payment: paymentText(order.odemeDurumu, order.siparisDurumu),
    paymentColor: paymentColor(paymentText(order.odemeDurumu, order.siparisDurumu)),
    total: formatMoney(order.toplamTutar, order.paraBirimi || 'TL'),
    lines: order.siparisDetaylari.slice(0, CARD_LINE_COUNT),
    more: rest > 0 ? `+${rest} ürün daha` : null,
    editable: isOrderEditable(order.siparisDurumu),
  };
}

/** The address of an order detail page: /siparis/<order number>. */
export function orderPath(siparisNo: string): string {
  return `/siparis/${encodeURIComponent(siparisNo)}`;
}
