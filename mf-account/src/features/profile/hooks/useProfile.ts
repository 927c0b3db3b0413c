import { useApi } from '@skiclub/shared/api';
import { profileSchema } from '@skiclub/shared/schemas';
import { PROFILE_URL } from '../api/profile';

/**
 * The signed-in member's profile (GET /api/hesap/profil), checked with the shared schema.
 * @param signedIn false for a visitor: nothing is read
 */
export function useProfile(signedIn: boolean) {
  return useApi(signedIn ? PROFILE_URL : null, profileSchema);
}
