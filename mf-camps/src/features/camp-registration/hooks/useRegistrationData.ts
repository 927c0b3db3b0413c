import { useApi } from '@skiclub/shared/api';
import { campRegistrationOptionsSchema, genderListSchema, skillLevelListSchema } from '@skiclub/shared/schemas';
import { GENDERS_URL, OPTIONS_URL, SKILL_LEVELS_URL } from '../api/registration';

/**
 * What the /kampa-kayit form chooses from: the camps open for registration with their
 * accommodation options, and the active genders and skill levels. Each is checked with its
 * shared schema and read with the shared retry rule.
 * @returns the lists (empty until loaded), `loading` (first load), `error` (the first failure,
 *   an AppError), `retry` (reads the failed lists again) and `refreshOptions` (rooms left changed)
 */
export function useRegistrationData() {
  const options = useApi(OPTIONS_URL, campRegistrationOptionsSchema);
  const genders = useApi(GENDERS_URL, genderListSchema);
  const skillLevels = useApi(SKILL_LEVELS_URL, skillLevelListSchema);
  const all = [options, genders, skillLevels];
  return {
    camps: options.data ?? [],
    genders: genders.data ?? [],
    skillLevels: skillLevels.data ?? [],
    loading: all.some((q) => q.isLoading && !q.data),
    error: all.find((q) => q.error && !q.data)?.error ?? null,
    retry: () => all.forEach((q) => q.error && void q.mutate()),
    refreshOptions: () => void options.mutate(),
  };
}
