/**
 * Picks the text of a failed call on the admin screens (admin spec §8). Form rules come from
 * `zodRule` in @skiclub/shared/ui.
 */
import { isAppError, STATUS_MESSAGES, UNEXPECTED_MESSAGE } from '@skiclub/shared/errors';

/**
 * Text for a failed load, save or delete (admin spec §8): the server's message (or the status
 * text of a 4xx refusal), the no-connection text when no answer came, else `fallback`
 * ('İşlem sırasında hata oluştu.', 'Silme işlemi sırasında hata oluştu.', …) for server
 * failures and anything unexpected.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!isAppError(error)) return fallback;
  if (error.kind === 'network') return error.message;
  if (error.kind !== 'http' || error.message === UNEXPECTED_MESSAGE) return fallback;
  // The server's own text, or the catalogue's status text for a refusal (4xx: 403, 404, 429 …);
  // a bare server failure (5xx) gets the operation's own wording instead.
  if (error.message !== STATUS_MESSAGES[error.status] || error.status < 500) return error.message;
  return fallback;
}
