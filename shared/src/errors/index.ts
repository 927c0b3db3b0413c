/**
 * Error catalogue (member spec §8, admin spec §8): status defaults, message choice order,
 * no-response and unexpected texts, the last-50 history and the retry policy.
 * This module is a Module Federation singleton, so the history is one list for the whole site.
 */

/** Default message per HTTP status (member spec §8), verbatim. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Geçersiz istek. Lütfen girdiğiniz bilgileri kontrol edin.',
  401: 'Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.',
  403: 'Bu işlem için yetkiniz bulunmamaktadır.',
  404: 'Aradığınız sayfa veya veri bulunamadı.',
  408: 'İstek zaman aşımına uğradı. Lütfen tekrar deneyin.',
  422: 'Gönderilen veriler geçersiz. Lütfen kontrol edin.',
  429: 'Çok fazla istek gönderildi. Lütfen biraz bekleyin.',
  500: 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.',
  502: 'Sunucu geçici olarak kullanılamıyor.',
  503: 'Hizmet geçici olarak kullanılamıyor.',
  504: 'Sunucu yanıt vermiyor. Lütfen tekrar deneyin.',
};

/** Shown when the request got no response at all. */
export const NO_RESPONSE_MESSAGE = 'İnternet bağlantınızı kontrol edin.';
/** Shown for anything else (also the generic last resort of the choice order). */
export const UNEXPECTED_MESSAGE = 'Beklenmeyen bir hata oluştu.';
/** Heading of the field error list in the error alert. */
export const FIELD_ERRORS_HEADING = 'Lütfen aşağıdaki hataları düzeltiniz:';
/** Maximum number of errors kept in the history. */
export const HISTORY_LIMIT = 50;

/** What the server sent back, as far as the catalogue cares. */
export interface ErrorBody {
  mesaj?: unknown;
  message?: unknown;
  title?: unknown;
  hatalar?: unknown;
  errors?: unknown;
}

/** A normalised error every screen can show. */
export interface AppError {
  /** HTTP status, or 0 when no response came. */
  status: number;
  /** The message chosen by {@link chooseMessage}. */
  message: string;
  /** Per-field messages (422 and other 4xx with `hatalar`). */
  fieldErrors: Record<string, string>;
  kind: 'http' | 'network' | 'unexpected';
  /** ISO time the error happened. */
  at: string;
  /** Request path, when known. */
  url?: string;
  /** What was wrong with an answer that did not match its schema (kept for 'Hatayı Bildir'). */
  detail?: string;
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/**
 * Message choice order (member spec §8): the server's message, then its title, then the status
 * default, then the generic 'Beklenmeyen bir hata oluştu.'.
 */
export function chooseMessage(status: number, body?: ErrorBody | null): string {
  return text(body?.mesaj) ?? text(body?.message) ?? text(body?.title) ?? STATUS_MESSAGES[status] ?? UNEXPECTED_MESSAGE;
}

/** Reads `hatalar` (or ASP.NET-style `errors`) into `{ field: message }`. */
export function readFieldErrors(body?: ErrorBody | null): Record<string, string> {
  const raw = body?.hatalar ?? body?.errors;
  const out: Record<string, string> = {};
  if (!raw || typeof raw !== 'object') return out;
  if (Array.isArray(raw)) {
    raw.forEach((m, i) => {
      if (typeof m === 'string') out[String(i)] = m;
    });
    return out;
  }
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof v === 'string') out[k] = v;
    else if (Array.isArray(v) && typeof v[0] === 'string') out[k] = v[0];
  }
  return out;
}

/** Builds an AppError for an HTTP answer with `status` and a parsed `body`. */
export function httpError(status: number, body?: ErrorBody | null, url?: string): AppError {
  return { status, message: chooseMessage(status, body), fieldErrors: readFieldErrors(body), kind: 'http', at: new Date().toISOString(), url };
}

/** AppError for a request that got no response: 'İnternet bağlantınızı kontrol edin.' */
export function networkError(url?: string): AppError {
  return { status: 0, message: NO_RESPONSE_MESSAGE, fieldErrors: {}, kind: 'network', at: new Date().toISOString(), url };
}

/**
 * AppError for anything else: 'Beklenmeyen bir hata oluştu.' (member spec §8), also for an answer
 * that does not match its schema (`url` and `detail` say which and why).
 */
export function unexpectedError(url?: string, detail?: string): AppError {
  const error: AppError = { status: 0, message: UNEXPECTED_MESSAGE, fieldErrors: {}, kind: 'unexpected', at: new Date().toISOString() };
  if (url !== undefined) error.url = url;
  if (detail !== undefined) error.detail = detail;
  return error;
}

/** True for a value shaped like an {@link AppError}. */
export function isAppError(v: unknown): v is AppError {
  return !!v && typeof v === 'object' && 'status' in v && 'message' in v && 'fieldErrors' in v && 'kind' in v;
}

/** Which status defaults {@link errorMessageOr} may show instead of the operation's fallback. */
export type StatusDefaults = 'all' | 'client' | 'none';

/**
 * Text for a failed operation (member spec §8, admin spec §8): the server's own message first;
 * with no response, 'İnternet bağlantınızı kontrol edin.'; otherwise the operation's fallback
 * ('Sepet güncellenirken hata oluştu', 'İşlem sırasında hata oluştu.', 'Giriş işlemi başarısız',
 * …), except that the status default of the table may stand in for a missing server message:
 * `'client'` (default) for refusals below 500 (403, 404, 429 …), `'all'` for every status,
 * `'none'` never (sign-in: "Login failure with no message: 'Giriş işlemi başarısız'").
 */
export function errorMessageOr(error: unknown, fallback: string, options: { statusDefaults?: StatusDefaults } = {}): string {
  const statusDefaults = options.statusDefaults ?? 'client';
  if (!isAppError(error)) return fallback;
  if (error.kind === 'network') return error.message;
  if (error.kind !== 'http' || !error.message || error.message === UNEXPECTED_MESSAGE) return fallback;
  if (error.message !== STATUS_MESSAGES[error.status]) return error.message;
  if (statusDefaults === 'all' || (statusDefaults === 'client' && error.status < 500)) return error.message;
  return fallback;
}

/**
 * Failure texts of the operations a screen runs (member spec §8), in one table so every screen
 * words the same failure the same way. `load` reads what a screen shows: the full choice order
 * applies (server message, title, status default) and the text stands in only for the generic
 * last resort, so /sepet says 'Hizmet geçici olarak kullanılamıyor.' for a 503 like /urunler
 * does. `save` changes something: the server's message, a refusal's status default (below 500),
 * else the operation's own text, so a failed add to cart with a 500 says 'Ürün sepete eklenirken
 * hata oluştu'. `signIn` never shows a status default ('Giriş işlemi başarısız').
 */
export const OPERATION_FAILURES = {
  cartLoad: { kind: 'load', text: 'Sepet yüklenirken hata oluştu' },
  cartAdd: { kind: 'save', text: 'Ürün sepete eklenirken hata oluştu' },
  cartUpdate: { kind: 'save', text: 'Sepet güncellenirken hata oluştu' },
  cartRemove: { kind: 'save', text: 'Ürün sepetten çıkarılırken hata oluştu' },
  cartClear: { kind: 'save', text: 'Sepet temizlenirken hata oluştu' },
  orderCreate: { kind: 'save', text: 'Sipariş oluşturulurken hata oluştu' },
  ordersLoad: { kind: 'load', text: 'Siparişler yüklenirken hata oluştu' },
  orderDetailLoad: { kind: 'load', text: 'Sipariş detayı yüklenirken hata oluştu' },
  orderUpdate: { kind: 'save', text: 'Sipariş güncellenirken hata oluştu' },
  orderCancel: { kind: 'save', text: 'Sipariş iptal edilirken hata oluştu' },
  paymentStart: { kind: 'save', text: 'Ödeme işlemi başlatılamadı' },
  pageLoad: { kind: 'load', text: 'Sayfa yüklenirken hata oluştu' },
  signIn: { kind: 'signIn', text: 'Giriş işlemi başarısız' },
} as const satisfies Record<string, { kind: 'load' | 'save' | 'signIn'; text: string }>;

/** Name of an operation in {@link OPERATION_FAILURES}. */
export type Operation = keyof typeof OPERATION_FAILURES;

const STATUS_DEFAULTS_BY_KIND: Record<'load' | 'save' | 'signIn', StatusDefaults> = { load: 'all', save: 'client', signIn: 'none' };

/**
 * The text to show for a failed operation (member spec §8), by the rules of
 * {@link OPERATION_FAILURES}; with no response at all, 'İnternet bağlantınızı kontrol edin.'.
 */
export function failureMessage(error: unknown, operation: Operation): string {
  const { kind, text } = OPERATION_FAILURES[operation];
  return errorMessageOr(error, text, { statusDefaults: STATUS_DEFAULTS_BY_KIND[kind] });
}

/**
 * Field messages of a failure worth listing under its main text: those that only repeat the
 * main text are left out (the API often repeats its message as the field error).
 */
export function extraFieldErrors(error: unknown, shown: string): Record<string, string> {
  if (!isAppError(error)) return {};
  return Object.fromEntries(Object.entries(error.fieldErrors).filter(([, m]) => m !== shown));
}

// One history per page, even if a second copy of this module were ever loaded.
const HISTORY_KEY = Symbol.for('@skiclub/shared/errors#history');
const history: AppError[] = ((globalThis as Record<symbol, unknown>)[HISTORY_KEY] as AppError[] | undefined) ?? [];
(globalThis as Record<symbol, unknown>)[HISTORY_KEY] = history;

/** Adds an error to the history, keeping the newest {@link HISTORY_LIMIT}. */
export function recordError(error: AppError): void {
  history.push(error);
  if (history.length > HISTORY_LIMIT) history.splice(0, history.length - HISTORY_LIMIT);
}

/** The recorded errors, oldest first (a copy). */
export function errorHistory(): AppError[] {
  return [...history];
}

/** Empties the history (tests, and 'Hatayı Bildir' after sending). */
export function clearErrorHistory(): void {
  history.length = 0;
}

/** Retry policy (member spec §8): at most 3 attempts in all, the first included. */
export const RETRY_ATTEMPTS = 3;
/** Delay before the 2nd attempt, in ms; it doubles before each further one. */
export const RETRY_BASE_DELAY_MS = 500;

/** Delay in ms before retry number `retry` (1 = the 2nd attempt): 500, 1000, 2000 … */
export function retryDelayMs(retry: number, baseDelayMs = RETRY_BASE_DELAY_MS): number {
  return baseDelayMs * 2 ** Math.max(0, retry - 1);
}

/** Retry policy (member spec §8): 3 attempts, growing delay, no retry below status 500. */
export interface RetryOptions {
  /** Attempts in all, the first included. Default 3. */
  attempts?: number;
  /** Delay before the 2nd attempt in ms; doubles each time. Default 500 ms. */
  baseDelayMs?: number;
  /** Waits; replaceable in tests. */
  sleep?: (ms: number) => Promise<void>;
}

/** True when an error may be retried: no response, or status 500 and above. */
export function isRetryable(error: unknown): boolean {
  if (isAppError(error)) return error.kind === 'network' || error.status >= 500;
  return false;
}

/**
 * True when a 'Tekrar Dene' button may help with `error`: no response, a timeout (408), too many
 * requests (429), a server failure (≥ 500) or anything that is no answer of the API. A refusal the
 * same request meets again (400, 401, 403, 404, 409 'in use' or 'already exists', 422 field
 * errors) gets no retry button: only a change by the user can help.
 */
export function offersRetry(error: unknown): boolean {
  if (!isAppError(error) || error.kind !== 'http') return true;
  return error.status === 408 || error.status === 429 || error.status >= 500 || error.status < 400;
}

/**
 * Runs `fn` up to `attempts` times with a growing delay (base, 2×base, …) while the failure is
 * retryable (status ≥ 500 or no response). Rethrows the last error.
 */
export async function withRetry<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? RETRY_ATTEMPTS;
  const base = options.baseDelayMs ?? RETRY_BASE_DELAY_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let lastError: unknown;
  for (let i = 0; i < attempts; i += 1) {
    try {
      return await fn();
    } catch (e) {
      lastError = e;
      if (!isRetryable(e) || i === attempts - 1) break;
      await sleep(retryDelayMs(i + 1, base));
    }
  }
  throw lastError;
}
