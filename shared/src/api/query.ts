/**
 * Reading and saving data the same way everywhere (member spec §8): every read goes through
 * {@link useApi}, which checks the answer with the shared zod schema and applies the spec's retry
 * rule (at most 3 attempts with a growing delay, none for answers below 500, none for an answer
 * that does not match its schema). The rule lives here, not in a provider, so it also holds when
 * a remote runs alone in its dev harness. Saves go through {@link useApiMutation} (useSWRMutation).
 */
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration, type SWRMutationResponse } from 'swr/mutation';
import type { AxiosRequestConfig } from 'axios';
import type { ZodType } from 'zod';
import { RETRY_ATTEMPTS, isRetryable, recordError, retryDelayMs, unexpectedError, type AppError } from '@skiclub/shared/errors';
import { apiGet } from './client';

/**
 * Checks an answer against its schema.
 * @returns the parsed value (defaults filled in, unknown keys dropped)
 * @throws AppError 'Beklenmeyen bir hata oluştu.' (kind 'unexpected', recorded in the error
 *   history with `url` and the first problem in `detail`) when the answer does not match
 */
export function parseAnswer<T>(schema: ZodType<T>, raw: unknown, url?: string): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const error = unexpectedError(url, issue ? `${issue.path.join('.') || '(yanıt)'}: ${issue.message}` : undefined);
  recordError(error);
  throw error;
}

/**
 * GET `url` and check `veri` (or the bare body) with `schema`.
 * @throws AppError on an HTTP failure, no response, `basarili: false` or a malformed answer
 */
export async function fetchParsed<T>(url: string, schema: ZodType<T>, config?: AxiosRequestConfig): Promise<T> {
  return parseAnswer(schema, await apiGet<unknown>(url, config), url);
}

/**
 * The SWR options of every read (member spec §8 retry rule). `retryCount` is 1 before the 2nd
 * attempt, so with 3 attempts a read is retried twice, after 500 ms and 1000 ms.
 */
export const API_SWR_OPTIONS = {
  revalidateOnFocus: false,
  shouldRetryOnError: isRetryable,
  errorRetryCount: RETRY_ATTEMPTS - 1,
  onErrorRetry: (error: unknown, _key: string, _config: unknown, revalidate: (opts: { retryCount: number }) => void | Promise<boolean>, opts: { retryCount: number }) => {
    if (!isRetryable(error) || opts.retryCount >= RETRY_ATTEMPTS) return;
    setTimeout(() => void revalidate({ retryCount: opts.retryCount }), retryDelayMs(opts.retryCount));
  },
} satisfies SWRConfiguration;

/** Options a read may add; the retry rule itself cannot be changed per hook. */
export type ApiQueryOptions<T> = Omit<
  SWRConfiguration<T, AppError>,
  'fetcher' | 'onErrorRetry' | 'shouldRetryOnError' | 'errorRetryCount' | 'errorRetryInterval'
>;

/**
 * Reads `url` with SWR (the URL is the cache key; null waits) and checks the answer with
 * `schema`. Errors are AppErrors from the shared catalogue.
 */
export function useApi<T>(url: string | null, schema: ZodType<T>, options?: ApiQueryOptions<T>): SWRResponse<T, AppError> {
  return useSWR<T, AppError, string | null>(url, (u: string) => fetchParsed(u, schema), { ...options, ...API_SWR_OPTIONS });
}

/**
 * A save with useSWRMutation: `trigger(arg)` runs `send(arg)` and rejects with its AppError;
 * `isMutating` is true meanwhile. By default the cache of `key` is left alone (no revalidation,
 * no cache write); pass `populateCache: true` to store the answer as the new value of `key`.
 */
export function useApiMutation<Data, Arg>(
  key: string,
  send: (arg: Arg) => Promise<Data>,
  options?: SWRMutationConfiguration<Data, AppError, string, Arg>,
): SWRMutationResponse<Data, AppError, string, Arg> {
  return useSWRMutation<Data, AppError, string, Arg>(key, (_key: string, { arg }: { arg: Arg }) => send(arg), {
    revalidate: false,
    populateCache: false,
    ...options,
  });
}
