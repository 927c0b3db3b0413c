import { hotelSchema, type Hotel, type HotelPayload } from '@skiclub/shared/schemas/admin';
import { createCrudService } from '../../crud/api/createCrudService';

/**
 * Hotels on the API (admin spec §3, §7): GET /api/otel (with country and city names), POST
 * /api/otel, POST /api/otel/:id, DELETE /api/otel/:id; token action 'otel'. The API refuses a
 * city of another country (422 on sehirId).
 */
export const hotelService = createCrudService<Hotel, HotelPayload>({ url: '/api/otel', rowSchema: hotelSchema, captchaAction: 'otel' });
