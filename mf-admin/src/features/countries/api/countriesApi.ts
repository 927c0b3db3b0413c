/**
 * Countries on the API (admin spec §3, §7, deploy/api README): GET /api/ulke (Admin), POST
 * /api/ulke, POST /api/ulke/:id, DELETE /api/ulke/:id; body {ulkeAdi, aktif, recaptchaToken}
 * with the human-verification action 'ulke'.
 */
import { countrySchema, type Country } from '@skiclub/shared/schemas';
import type { ReferenceResource } from '../../reference/hooks/useReferenceCrud';

/** Collection path of countries, also the SWR key of the list. */
export const COUNTRY_URL = '/api/ulke';

/** The country collection for {@link useReferenceCrud}. */
export const COUNTRY_RESOURCE: ReferenceResource<Country> = {
  url: COUNTRY_URL,
  captchaAction: 'ulke',
  rowSchema: countrySchema,
  updateStyle: 'post-id',
};
