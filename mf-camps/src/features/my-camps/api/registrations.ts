/**
 * My camps data (member spec §2 "My camps", §3 camp registration, §4 camp payment):
 * GET /api/kampakayit and the pure rules the screen applies to it.
 */
import { formatMoney } from '@skiclub/shared/format';
import { CAMP_MESSAGES, type CampRegistration } from '@skiclub/shared/schemas';

/** SWR key and path of the member's registrations (API README: own only for members). */
export const REGISTRATIONS_URL = '/api/kampakayit';

/**
 * Registrations of one user only (member spec §2: the list is filtered on the client too, whatever
 * the server sent). An empty or missing user id gives an empty list.
 */
export function ownRegistrations(list: readonly CampRegistration[] | null | undefined, userId: string | null | undefined): CampRegistration[] {
  if (!list || !userId) return [];
  return list.filter((r) => r.kullaniciId === userId);
}

/** Payment state shown on a registration card. */
export interface PaymentStatus {
  /** 'Ödendi' or 'Ödeme Bekliyor' (member spec §2). */
  text: string;
  /** antd Tag colour: green when paid, orange when waiting. */
  color: 'green' | 'orange';
  paid: boolean;
}

/** Maps `odemeDurumu` to the spec's two states (member spec §4: unpaid → paid only). */
export function paymentStatus(registration: Pick<CampRegistration, 'odemeDurumu'>): PaymentStatus {
  return registration.odemeDurumu ? { text: CAMP_MESSAGES.paid, color: 'green', paid: true } : { text: CAMP_MESSAGES.unpaid, color: 'orange', paid: false };
}

/** One amount line of a registration: currency code and formatted text. */
export interface AmountLine {
  currency: 'TL' | 'EURO' | 'USD';
  text: string;
}

/**
 * The fees to show (member spec §1, §9: TL, euro, USD with 2 decimals): every non-zero amount in
 * the order TL, EURO, USD; when all are zero, '0,00 TL' alone.
 */
export function registrationAmounts(r: Pick<CampRegistration, 'odenecekTL' | 'odenecekEuro' | 'odenecekUsd'>): AmountLine[] {
  const lines: AmountLine[] = (
    [
      ['TL', r.odenecekTL],
      ['EURO', r.odenecekEuro],
      ['USD', r.odenecekUsd],
    ] as const
  )
    .filter(([, amount]) => Number.isFinite(amount) && amount !== 0)
    .map(([currency, amount]) => ({ currency, text: formatMoney(amount, currency) }));
  return lines.length ? lines : [{ currency: 'TL', text: formatMoney(0, 'TL') }];
}

/** Number of participants: adults plus both child groups. */
export function participantCount(r: Pick<CampRegistration, 'yetiskinler' | 'cocuklar06' | 'cocuklar611'>): number {
  return r.yetiskinler.length + r.cocuklar06.length + r.cocuklar611.length;
}
