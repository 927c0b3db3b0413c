/**
 * Cities of the checkout's billing address (member spec §3 City {id, sehirAdi}, §7
 * GET /api/sehir/ulke/{countryId} with the fixed country id: Türkiye). The address stores the
 * city's name as `sehir`, so the select's value is the name.
 */
import { useApi } from '@skiclub/shared/api';
import { CHECKOUT_COUNTRY_ID, cityListSchema } from '@skiclub/shared/schemas';

/** GET: the active cities of the checkout's country, Turkish alphabetical (public). */
export const CITIES_URL = `/api/sehir/ulke/${CHECKOUT_COUNTRY_ID}`;
/** Shown in the empty city list when the cities could not be read. */
export const CITIES_FAILED = 'Şehirler yüklenemedi. Sayfayı yenileyip tekrar deneyin.';

/** The city select's state: options (value and label are the name), loading and a failure text. */
export interface CityOptions {
  options: { value: string; label: string }[];
  loading: boolean;
  /** {@link CITIES_FAILED} when the list could not be read, else undefined. */
  error?: string;
}

/** Reads the checkout's cities once per page (SWR, the shared retry rule); nothing while `enabled` is false. */
export function useCityOptions(enabled = true): CityOptions {
  const { data, error, isLoading } = useApi(enabled ? CITIES_URL : null, cityListSchema, { revalidateOnFocus: false });
  return {
    options: (data ?? []).map((c) => ({ value: c.sehirAdi, label: c.sehirAdi })),
    loading: isLoading,
    error: error ? CITIES_FAILED : undefined,
  };
}
