import { useApi } from '@skiclub/shared/api';
import { weatherSchema } from '@skiclub/shared/schemas';

/** GET /api/hava: weather of the three domestic centres in one answer. */
export const WEATHER_URL = '/api/hava';

/** Weather of Palandöken, Polat Palandöken and Konaklı, checked with the shared schema. */
export function useWeather() {
  return useApi(WEATHER_URL, weatherSchema);
}
