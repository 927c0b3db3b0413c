import { isAppError } from '@skiclub/shared/errors';

/**
 * True when a load failed because the record does not exist: 404, or 400 for an address the API
 * cannot even parse (e.g. a malformed id). Pages show their not-found state for these.
 */
export function isNotFound(error: unknown): boolean {
  return isAppError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400);
}
