/**
 * The card form's rules (member spec §5 checkout, §9): one zod schema for every card payment,
 * camp fees on /kamplarim and the shop's /odeme alike. The field names are the ones the bank's
 * 3D gateway reads (CardHolderName, Pan, Expiry, Cvv2; member spec §2, §7); the checkout's labels
 * kartSahibi, kartNumarasi, sonKullanma, cvv (member spec §3) map onto them.
 * Card data never goes to our API: these values are only posted to the bank (see gateway.ts).
 */
import { z } from 'zod';
import { toCardHolderName } from '@skiclub/shared/format';

/** Messages of member spec §5 (checkout card fields), verbatim. */
export const CARD_MESSAGES = {
  holder: 'Lütfen kart üzerindeki ismi girin.',
  pan: 'Lütfen geçerli bir kart numarası girin.',
  expiry: 'Lütfen MMYY formatında giriniz (ör. 0150).',
  cvv: 'CVV 3 veya 4 hane olmalıdır.',
} as const;

/** Card number length bounds in digits (member spec §9). */
export const PAN_MIN_DIGITS = 13;
export const PAN_MAX_DIGITS = 19;
/** Longest card holder name the form takes, in characters. */
export const HOLDER_MAX = 50;

/** The checkout's card field names (member spec §3) → the gateway's names (member spec §7). */
export const CHECKOUT_CARD_FIELDS = { kartSahibi: 'CardHolderName', kartNumarasi: 'Pan', sonKullanma: 'Expiry', cvv: 'Cvv2' } as const;

/** Digits only: '4155 6501-0041' → '415565010041'. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Most digits of a CVV (member spec §5, §9) and of a phone number (member spec §5: 10-11). */
export const CVV_MAX_DIGITS = 4;
export const PHONE_MAX_DIGITS = 11;

/**
 * What a digits-only field keeps of a typed or pasted value: its digits first, then at most
 * `max` of them. The cut comes after the clean-up, so pasting '0532 123 45 67' keeps all 11
 * digits and 'a1b2c3d4' keeps '1234' (the inputs carry no maxLength that would cut the raw text).
 */
export function keepDigits(value: unknown, max: number): string {
  return digitsOnly(typeof value === 'string' ? value : value == null ? '' : String(value)).slice(0, max);
}

/** Card number field value: digits only, at most 19 (member spec §5). */
export function normalizePan(value: unknown): string {
  return keepDigits(value, PAN_MAX_DIGITS);
}

/** CVV field value: digits only, at most 4 (member spec §5). */
export function normalizeCvv(value: unknown): string {
  return keepDigits(value, CVV_MAX_DIGITS);
}

/** Phone field value (checkout, order edit): digits only, at most 11 (member spec §5). */
export function normalizePhone(value: unknown): string {
  return keepDigits(value, PHONE_MAX_DIGITS);
}

/** Luhn (mod 10) check of a digit string; false for anything that is not only digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number of 13-19 digits (spaces and dashes ignored) that passes the Luhn check. */
export function isValidPan(value: string): boolean {
  const digits = digitsOnly(value);
  return digits.length >= PAN_MIN_DIGITS && digits.length <= PAN_MAX_DIGITS && luhnValid(digits);
}

/**
 * Expiry 'MMYY' (member spec §5): month 01-12, year 2000+YY, the current month still valid.
 * @param now the moment to compare with (local time); defaults to the current time
 */
export function isValidExpiry(value: string, now: Date = new Date()): boolean {
  const m = /^(\d{2})(\d{2})$/.exec(value);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/** CVV of 3 or 4 digits (member spec §5). */
export function isValidCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value);
}

/**
 * The holder name as the bank takes it (member spec §5): upper-case ASCII letters and single
 * spaces, Turkish letters transliterated (ç→C, ğ→G, ı→I, İ→I, ö→O, ş→S, ü→U); other characters
 * dropped. 'Çağrı Öztürk' → 'CAGRI OZTURK'.
 */
export function toBankHolderName(name: string): string {
  return toCardHolderName(name);
}

/** Card number shown in groups of 4: '4155650100416111' → '4155 6501 0041 6111'. */
export function formatPan(value: string): string {
  return digitsOnly(value)
    .slice(0, PAN_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * What the expiry field keeps of a typed or autofilled value: 'MMYY' digits, at most 4. A
 * browser's 'MM/YY' or 'MM/YYYY' autofill becomes 'MMYY'.
 */
export function normalizeExpiry(value: string): string {
  const slash = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (slash) return `${slash[1]!.padStart(2, '0')}${slash[2]!.slice(-2)}`;
  return keepDigits(value, 4);
}

/**
 * The card form (member spec §5): CardHolderName required (and must keep a letter once made
 * ASCII), Pan 13-19 digits with Luhn, Expiry MMYY not in the past (checked against the time of
 * validation), Cvv2 3-4 digits. Pan is kept as digits only.
 */
export const paymentCardSchema = z.object({
  CardHolderName: z
    .string({ error: CARD_MESSAGES.holder })
    .trim()
    .min(1, { error: CARD_MESSAGES.holder })
    .max(HOLDER_MAX, { error: `Kart üzerindeki isim en fazla ${HOLDER_MAX} karakter olabilir.` })
    .refine((v) => toBankHolderName(v).length > 0, { error: CARD_MESSAGES.holder }),
  Pan: z.string({ error: CARD_MESSAGES.pan }).transform(digitsOnly).refine(isValidPan, { error: CARD_MESSAGES.pan }),
  Expiry: z.string({ error: CARD_MESSAGES.expiry }).refine((v) => isValidExpiry(v), { error: CARD_MESSAGES.expiry }),
  Cvv2: z.string({ error: CARD_MESSAGES.cvv }).refine(isValidCvv, { error: CARD_MESSAGES.cvv }),
});

/** The card as the form gives it (Pan may still hold spaces). */
export type PaymentCardInput = z.input<typeof paymentCardSchema>;
/** The checked card: Pan digits only. */
export type PaymentCard = z.output<typeof paymentCardSchema>;
