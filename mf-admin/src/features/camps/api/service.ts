import { adminCampSchema, type AdminCamp, type CampPayload } from '@skiclub/shared/schemas/admin';
import { createCrudService, type CrudService } from '../../crud/api/createCrudService';
import { CAMP_ACTION, CAMP_URL, listAdminCamps } from './camps';

const crud = createCrudService<AdminCamp, CampPayload>({ url: CAMP_URL, rowSchema: adminCampSchema, captchaAction: CAMP_ACTION, updateStyle: 'put-body' });

/**
 * Camps on the API (admin spec §3, §7): the list is the Admin's whole list (GET /api/kamp?tumu=true,
 * inactive camps included, paged on the client); create POST /api/kamp, update PUT /api/kamp with
 * the id in the body, delete DELETE /api/kamp/{id}; token action 'kampyonetim'.
 */
export const campService: CrudService<AdminCamp, CampPayload> = {
  ...crud,
  list: async () => {
    const rows = await listAdminCamps();
    return { rows, total: rows.length };
  },
};
