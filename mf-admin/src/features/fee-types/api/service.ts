import { feeTypeSchema, type FeeType, type FeeTypePayload } from '@skiclub/shared/schemas/admin';
import { createCrudService } from '../../crud/api/createCrudService';

/**
 * Camp fee types on the API (admin spec §3, §7): GET /api/kampucrettipi, POST /api/kampucrettipi,
 * POST /api/kampucrettipi/:id, DELETE /api/kampucrettipi/:id; token action 'kampucrettipi'.
 */
export const feeTypeService = createCrudService<FeeType, FeeTypePayload>({ url: '/api/kampucrettipi', rowSchema: feeTypeSchema, captchaAction: 'kampucrettipi' });
