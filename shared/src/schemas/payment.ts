/**
 * Card payment through the bank's 3D Secure gateway (member spec §2 payment result,
 * §4 camp payment and checkout flow, §7 POST /api/odeme/baslat and /api/odeme/sonuc, §8 camp
 * payment texts): the start request, the gateway form the API answers (QNB Finansbank PayFor
 * "3DPay" field names) and the result query of /odeme-sonuc. Card fields never pass our API.
 */
import { z } from 'zod';
import { CAMP_MESSAGES } from './camps';
import { MESSAGES } from './rules';

/** Largest amount in TL a payment may name (as the money columns, numeric(12,2)). */
const PURCH_AMOUNT_MAX = 9_999_999_999.99;

/** Payable sources: a camp registration, or a shop order (next issue). */
export const PAYMENT_SOURCES = ['kamp', 'shop'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** Texts of the payment flow (member spec §8 camp payment), verbatim where the spec gives them. */
export const PAYMENT_MESSAGES = {
  alreadyPaid: CAMP_MESSAGES.alreadyPaid,
  notFound: 'Ödeme bilgisi bulunamadı!',
  opening: 'Ödeme sistemi açılıyor... Lütfen bekleyin.',
  startFailed: (hata: string) => `Ödeme başlatılamadı! Hata: ${hata}`,
  failed: 'Ödemeniz alınamadı...',
  orderRequired: 'Ödeme numarası zorunludur.',
  sourceRequired: "Ödeme kaynağı 'kamp' veya 'shop' olmalıdır.",
  shopNotYet: 'Mağaza siparişleri için kartla ödeme henüz açılmadı.',
} as const;

/**
 * POST /api/odeme/baslat body: `OrderId` = the registration id (kamp) or order id (shop);
 * `PurchAmount` in TL is informative only (the server charges its own amount); `Kaynak`.
 */
export const paymentStartRequestSchema = z.object({
  OrderId: z
    .string({ error: PAYMENT_MESSAGES.orderRequired })
    .trim()
    .min(1, { error: PAYMENT_MESSAGES.orderRequired })
    .max(64, { error: PAYMENT_MESSAGES.orderRequired }),
  PurchAmount: z.number().nonnegative().max(PURCH_AMOUNT_MAX, { error: MESSAGES.max('Tutar', PURCH_AMOUNT_MAX) }).optional(),
  Kaynak: z.enum(PAYMENT_SOURCES, { error: PAYMENT_MESSAGES.sourceRequired }),
});
export type PaymentStartRequest = z.input<typeof paymentStartRequestSchema>;

/** Fields of the gateway form the API fills (PayFor 3D Pay), in the order they are posted. */
export const GATEWAY_FORM_FIELDS = [
  'MbrId',
  'MerchantID',
  'UserCode',
  'UserPass',
  'SecureType',
  'TxnType',
  'InstallmentCount',
  'Currency',
  'OkUrl',
  'FailUrl',
  'OrderId',
  'PurchAmount',
  'Lang',
  'Rnd',
  'Hash',
] as const;
export type GatewayFormField = (typeof GATEWAY_FORM_FIELDS)[number];

/** Card fields the browser adds to the gateway form (never sent to our API). */
export const GATEWAY_CARD_FIELDS = ['CardHolderName', 'Pan', 'Expiry', 'Cvv2'] as const;

/**
 * POST /api/odeme/baslat answer: where to post the hidden form and its fields (strings as the
 * bank expects them, e.g. PurchAmount '12500.00'). The merchant password is never among them.
 */
export const paymentStartSchema = z.object({
  gatewayUrl: z.string(),
  alanlar: z.record(z.string(), z.string()),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** Outcome in the /odeme-sonuc query. */
export const PAYMENT_OUTCOMES = ['ok', 'fail'] as const;

/**
 * Query of /odeme-sonuc (the API's 303 after the bank's post-back): outcome, the order the
 * member knows (registration id for kamp), the amount in TL ('12500.00'), the bank's return code
 * and message (empty when none) and the source.
 */
export const paymentResultQuerySchema = z.object({
  odemeSonuc: z.enum(PAYMENT_OUTCOMES).catch('fail'),
  OrderId: z.string().catch(''),
  PurchAmount: z.string().catch(''),
  returnCode: z.string().catch(''),
  errMsg: z.string().catch(''),
  kaynak: z.enum(PAYMENT_SOURCES).catch('kamp'),
});
export type PaymentResultQuery = z.infer<typeof paymentResultQuerySchema>;
