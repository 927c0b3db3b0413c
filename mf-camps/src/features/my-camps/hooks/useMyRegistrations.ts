import useSWR from 'swr';
import { swrFetcher } from '@skiclub/shared/api';
import type { AppError } from '@skiclub/shared/errors';
import type { CampRegistration } from '@skiclub/shared/schemas';
import { ownRegistrations, REGISTRATIONS_URL } from '../api/registrations';

/**
 * The signed-in member's camp registrations (member spec §2 My camps): GET /api/kampakayit,
 * filtered to `userId` on the client. Nothing is fetched while `userId` is null (signed out).
 * @returns `registrations` (own only), `loading`, `error` (AppError from the catalogue) and `retry`
 */
export function useMyRegistrations(userId: string | null) {
  const { data, error, isLoading, mutate } = useSWR<CampRegistration[], AppError>(userId ? REGISTRATIONS_URL : null, swrFetcher);
  return {
    registrations: ownRegistrations(data, userId),
    loading: isLoading,
    error: error ?? null,
    retry: () => void mutate(),
  };
}
