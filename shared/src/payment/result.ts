/**
 * The payment result as the browser comes back from the bank (member spec §2 payment result and
 * /kamplarim, §8): the API's 303 carries odemeSonuc, OrderId, PurchAmount, returnCode, errMsg
 * and kaynak in the query. Values from the address are untrusted: they are cut short and only
 * ever shown as text.
 */
import { PAYMENT_MESSAGES, paymentResultQuerySchema, type PaymentSource } from '@skiclub/shared/schemas';

/** Texts of a payment result (member spec §2, §8). */
export const PAYMENT_RESULT_TEXTS = {
  success: 'Ödemeniz başarıyla alındı.',
  /** Member spec §8, verbatim. */
  failed: PAYMENT_MESSAGES.failed,
  /** Member spec §2: check the card, the limit, contact the bank and retry. */
  advice: 'Lütfen kart bilgilerinizi ve kart limitinizi kontrol edin; sorun sürerse bankanızla iletişime geçip tekrar deneyin.',
  returnCode: (code: string) => `Banka dönüş kodu: ${code}`,
  bankMessage: (message: string) => `Banka mesajı: ${message}`,
} as const;

/**
 * Advice under a failed payment by the bank's return code: the spec's general advice (check the
 * card and its limit, contact the bank, retry) fits a refusal such as 51 'Bakiye yetersiz', but
 * not a payment the member cancelled at the bank, so the codes whose cause is known say it.
 */
const ADVICE_BY_CODE: Record<string, string> = {
  // 3D Secure step not completed: 'İptal' pressed, the one-time code wrong three times or too old.
  V034: 'Ödeme bankanın 3D Secure adımında tamamlanmadı (iptal edildi, doğrulama kodu hatalı girildi ya da süresi doldu). Kartınızdan tutar çekilmedi; hazır olduğunuzda tekrar deneyebilirsiniz.',
  MR15: 'Kartınız 3D Secure doğrulamasından geçemedi. Kartınızın internet alışverişine açık olduğunu bankanıza sorup tekrar deneyin ya da başka bir kart kullanın.',
  '54': 'Kartınızın son kullanma tarihi geçmiş görünüyor. Son kullanma tarihini kontrol edin ya da başka bir kartla tekrar deneyin.',
  '05': 'Bankanız işlemi onaylamadı. Lütfen bankanızla iletişime geçin ya da başka bir kartla tekrar deneyin.',
};

/** The advice for a failed payment with `returnCode` (member spec §2; {@link PAYMENT_RESULT_TEXTS}.advice when the code says nothing more). */
export function paymentAdvice(returnCode: string): string {
  return ADVICE_BY_CODE[returnCode.trim().toUpperCase()] ?? PAYMENT_RESULT_TEXTS.advice;
}

/** The longest query value shown, in characters. */
const SHOWN_MAX = 200;

/** A query value fit to show as text: control characters dropped, trimmed, at most 200 characters. */
function shown(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, SHOWN_MAX);
}

/** A payment result read from the address. */
export interface PaymentResult {
  ok: boolean;
  /** Registration id (kamp) or order id (shop). */
  orderId: string;
  /** Amount in TL, when the query carried a number. */
  amount: number | null;
  /** The bank's ProcReturnCode ('00' approved, '51' insufficient funds …), '' when none. */
  returnCode: string;
  /** The bank's ErrMsg, '' when none. */
  errMsg: string;
  kaynak: PaymentSource;
}

/**
 * Reads the result from a query string; null when it carries no `odemeSonuc` (nothing to show).
 * Any value other than 'ok' counts as a failure.
 */
export function readPaymentResult(search: URLSearchParams | string): PaymentResult | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (!params.has('odemeSonuc')) return null;
  const q = paymentResultQuerySchema.parse(Object.fromEntries(params));
  const amount = /^\d+(\.\d{1,2})?$/.test(q.PurchAmount.trim()) ? Number(q.PurchAmount) : null;
  return { ok: q.odemeSonuc === 'ok', orderId: shown(q.OrderId), amount, returnCode: shown(q.returnCode), errMsg: shown(q.errMsg), kaynak: q.kaynak };
}

/** The query keys of a payment result (to take them off the address once shown). */
export const PAYMENT_RESULT_KEYS = ['odemeSonuc', 'OrderId', 'PurchAmount', 'returnCode', 'errMsg', 'kaynak'] as const;
