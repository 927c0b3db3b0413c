import { useApi } from '@skiclub/shared/api';
import { campRegistrationListSchema } from '@skiclub/shared/schemas';
import { ownRegistrations, REGISTRATIONS_URL } from '../api/registrations';

/**
 * The signed-in member's camp registrations (member spec §2 My camps): GET /api/kampakayit,
 * checked with the shared schema and filtered to `userId` on the client. Nothing is fetched
 * while `userId` is null (signed out).
 * @returns `registrations` (own only), `loading`, `error` (AppError from the catalogue) and `retry`
 */
export function useMyRegistrations(userId: string | null) {
  const { data, error, isLoading, mutate } = useApi(userId ? REGISTRATIONS_URL : null, campRegistrationListSchema);
  return {
    registrations: ownRegistrations(data, userId),
    loading: isLoading,
    error: error ?? null,
    retry: () => void mutate(),
  };
}
