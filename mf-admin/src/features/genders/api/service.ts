import { genderSchema, type Gender, type GenderPayload } from '@skiclub/shared/schemas/admin';
import { createCrudService } from '../../crud/api/createCrudService';

/**
 * Genders on the API (admin spec §3, §7): GET /api/cinsiyet, POST /api/cinsiyet, PUT /api/cinsiyet
 * (id in the body), DELETE /api/cinsiyet/:id; token action 'cinsiyet'.
 */
export const genderService = createCrudService<Gender, GenderPayload>({ url: '/api/cinsiyet', rowSchema: genderSchema, captchaAction: 'cinsiyet', updateStyle: 'put-body' });
