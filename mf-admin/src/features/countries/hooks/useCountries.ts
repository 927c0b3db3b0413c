import type { Country, CountryPayload } from '@skiclub/shared/schemas';
import { useReferenceCrud, type ReferenceCrud } from '../../reference/hooks/useReferenceCrud';
import { COUNTRY_RESOURCE } from '../api/countriesApi';

/** The country list and its changes on the API (admin spec §7). */
export function useCountries(): ReferenceCrud<Country, CountryPayload> {
  return useReferenceCrud<Country, CountryPayload>(COUNTRY_RESOURCE);
}
