import { roomTypeSchema, type RoomType, type RoomTypePayload } from '@skiclub/shared/schemas/admin';
import { createCrudService } from '../../crud/api/createCrudService';

/**
 * Room types on the API (admin spec §3, §7): GET /api/odatipi (with hotel names), POST
 * /api/odatipi, POST /api/odatipi/:id, DELETE /api/odatipi/:id; token action 'odatipi'.
 */
export const roomTypeService = createCrudService<RoomType, RoomTypePayload>({ url: '/api/odatipi', rowSchema: roomTypeSchema, captchaAction: 'odatipi' });
