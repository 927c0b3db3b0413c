/**
 * Failure text of the account screens (member spec §8, Account): profile and password-reset
 * failures show the server's mesaj plus its joined hatalar; with no response at all,
 * 'Sunucu ile bağlantı kurulamadı. Lütfen daha sonra tekrar deneyin.'.
 */
import { toAppError } from '@skiclub/shared/api';
import type { AppError } from '@skiclub/shared/errors';

/** Shown when an account call got no response (member spec §8, Account). */
export const ACCOUNT_NO_RESPONSE = 'Sunucu ile bağlantı kurulamadı. Lütfen daha sonra tekrar deneyin.';

/** What an account screen shows for a failed call, and the field errors to put on its form. */
export interface AccountFailure {
  /** The server's mesaj (or the catalogue's choice) followed by the joined hatalar. */
  message: string;
  /** `hatalar` as `{ field: message }`. */
  fieldErrors: Record<string, string>;
  /** HTTP status, 0 without a response. */
  status: number;
}

/**
 * Builds the text of a failed account call: 'mesaj hata1 hata2' (field messages that only repeat
 * the mesaj are left out); no response gives {@link ACCOUNT_NO_RESPONSE}.
 * @param e anything a call threw (AppError, axios error, …)
 */
export function accountFailure(e: unknown): AccountFailure {
  const error: AppError = toAppError(e);
  if (error.kind === 'network') return { message: ACCOUNT_NO_RESPONSE, fieldErrors: {}, status: 0 };
  const extra = [...new Set(Object.values(error.fieldErrors))].filter((m) => m !== error.message);
  return { message: [error.message, ...extra].join(' '), fieldErrors: error.fieldErrors, status: error.status };
}
