import { adminCitySchema, type AdminCity, type CityPayload } from '@skiclub/shared/schemas/admin';
import { createCrudService } from '../../crud/api/createCrudService';

/**
 * Cities on the API (admin spec §3, §7): GET /api/sehir (whole list with country names, paged on
 * the client), POST /api/sehir, POST /api/sehir/:id, DELETE /api/sehir/:id; token action 'sehir'.
 */
export const cityService = createCrudService<AdminCity, CityPayload>({ url: '/api/sehir', rowSchema: adminCitySchema, captchaAction: 'sehir' });
