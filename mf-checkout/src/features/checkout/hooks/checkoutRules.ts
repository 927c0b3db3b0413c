/**
 * Pure rules of /odeme (member spec §3 Billing and Card forms, §4 checkout flow, §5 Checkout):
 * the form's values, when the complete-payment button may be pressed, and the order body built
 * from the billing address. No React, no HTTP.
 */
import { paymentCardSchema } from '@skiclub/shared/payment';
import { billingAddressSchema, buildOrderAddresses, isCartValid, ORDER_LIMITS, type Cart, type OrderCreatePayload } from '@skiclub/shared/schemas';

/** Longest order note, in characters (orderCreateSchema). */
export const NOTES_MAX = ORDER_LIMITS.notlar;
/** The empty cart's redirect to /urunler waits this long, in ms (member spec §9). */
export const EMPTY_CART_REDIRECT_MS = 2000;
/** Where an empty checkout goes (member spec §2). */
export const CATALOG_PATH = '/urunler';

/** The only payment method (member spec §2: card only). */
export const PAYMENT_METHODS = [{ value: 'kart', label: 'Kredi / Banka Kartı' }] as const;

/** Everything the /odeme form holds: billing address, card (gateway names), consents, notes. */
export interface CheckoutValues {
  ad: string;
  soyad: string;
  email: string;
  telefon: string;
  adres: string;
  sehir: string;
  postaKodu?: string;
  odemeYontemi: 'kart';
  CardHolderName: string;
  Pan: string;
  Expiry: string;
  Cvv2: string;
  mesafeliSatis: boolean;
  onBilgilendirme: boolean;
  notlar?: string;
}

/** The billing part of the form. */
export type BillingValues = Pick<CheckoutValues, 'ad' | 'soyad' | 'email' | 'telefon' | 'adres' | 'sehir' | 'postaKodu'>;

/** Billing field names in form order (server field errors 'faturaAdresi.<name>' map onto them). */
export const BILLING_FIELDS = ['ad', 'soyad', 'email', 'telefon', 'adres', 'sehir', 'postaKodu'] as const;

/**
 * True when every rule of member spec §5 Checkout holds: billing address, card, both consents
 * ticked (the cart is checked apart, see {@link canCompletePayment}). The expiry is checked
 * against the current month.
 */
export function isCheckoutFormComplete(values: Partial<CheckoutValues>): boolean {
  if (!billingAddressSchema.safeParse(pickBilling(values)).success) return false;
  const card = paymentCardSchema.safeParse({ CardHolderName: values.CardHolderName, Pan: values.Pan, Expiry: values.Expiry, Cvv2: values.Cvv2 });
  if (!card.success) return false;
  if ((values.notlar ?? '').length > NOTES_MAX) return false;
  return values.mesafeliSatis === true && values.onBilgilendirme === true;
}

/** The complete-payment button's rule (member spec §5): every field rule, both consents and a valid cart. */
export function canCompletePayment(values: Partial<CheckoutValues>, cart: Cart | undefined): boolean {
  return !!cart && isCartValid(cart) && isCheckoutFormComplete(values);
}

/** The billing fields of the form (strings trimmed; empty postal code left out). */
export function pickBilling(values: Partial<CheckoutValues>): BillingValues {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const postaKodu = text(values.postaKodu);
  return {
    ad: text(values.ad),
    soyad: text(values.soyad),
    email: text(values.email),
    telefon: text(values.telefon),
    adres: text(values.adres),
    sehir: text(values.sehir),
    ...(postaKodu ? { postaKodu } : {}),
  };
}

/**
 * The order body (member spec §3, §7): the delivery and invoice addresses as JSON text
 * (shared `buildOrderAddresses`), paraBirimi 'TL' and the optional note. Prices and lines are
 * never sent: the server reads the cart.
 * @throws ZodError when the billing fields break billingAddressSchema (the form checks them first)
 */
export function buildOrderPayload(values: Partial<CheckoutValues>): OrderCreatePayload {
  const billing = billingAddressSchema.parse(pickBilling(values));
  const notlar = (values.notlar ?? '').trim();
  return { ...buildOrderAddresses(billing), paraBirimi: 'TL', ...(notlar ? { notlar } : {}) };
}

/**
 * The API's field errors on the addresses ('faturaAdresi.ad', 'teslimatAdresi.sehir' …) as
 * form field errors of the billing fields (the delivery address is built from them).
 */
export function billingFieldErrors(fieldErrors: Record<string, string>): { name: (typeof BILLING_FIELDS)[number]; errors: string[] }[] {
  const out = new Map<(typeof BILLING_FIELDS)[number], string>();
  for (const [key, message] of Object.entries(fieldErrors)) {
    const m = /^(?:faturaAdresi|teslimatAdresi)\.(\w+)$/.exec(key) ?? /^(\w+)$/.exec(key);
    const name = m?.[1];
    if (name && (BILLING_FIELDS as readonly string[]).includes(name) && !out.has(name as (typeof BILLING_FIELDS)[number])) {
      out.set(name as (typeof BILLING_FIELDS)[number], message);
    }
  }
  return [...out].map(([name, message]) => ({ name, errors: [message] }));
}
