import { countrySchema, type Country, type CountryPayload } from '@skiclub/shared/schemas/admin';
import { createCrudService } from '../../crud/api/createCrudService';

/**
 * Countries on the API (admin spec §3, §7): GET /api/ulke (whole list, paged on the client),
 * POST /api/ulke, POST /api/ulke/:id, DELETE /api/ulke/:id; token action 'ulke'.
 */
export const countryService = createCrudService<Country, CountryPayload>({
  url: '/api/ulke',
  rowSchema: countrySchema,
  captchaAction: 'ulke',
});
