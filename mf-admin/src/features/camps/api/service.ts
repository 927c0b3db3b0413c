import type { z } from 'zod';
import { campResource, type AdminCamp, type campPayloadSchema } from '@skiclub/shared/schemas/admin';
import { createCrudService, type CrudService } from '../../crud/api/createCrudService';
import { listAdminCamps } from './camps';

const crud = createCrudService(campResource);

/**
 * Camps on the API (admin spec §3, §7) as their contract declares them, except the list: the
 * Admin's whole list (GET /api/kamp?tumu=true, inactive camps included, paged on the client), as
 * the collection's plain GET is the member site's; create POST /api/kamp, update PUT /api/kamp
 * with the id in the body, delete DELETE /api/kamp/{id}; token action 'kampyonetim'.
 */
export const campService: CrudService<AdminCamp, z.output<typeof campPayloadSchema>> = {
  ...crud,
  list: async () => {
    const rows = await listAdminCamps();
    return { rows, total: rows.length };
  },
};
