import { CATEGORY_ACTION, adminCategorySchema, type AdminCategory, type CategoryPayload } from '@skiclub/shared/schemas/admin';
import { createCrudService } from '../../crud/api/createCrudService';

/**
 * Product categories on the API (admin spec §3, §7): GET /api/urunkategori (every category with
 * urunSayisi and olusturmaTarihi, paged on the client), POST /api/urunkategori, PUT
 * /api/urunkategori/{id}, DELETE /api/urunkategori/{id}; token action 'urunkategori'.
 */
export const categoryService = createCrudService<AdminCategory, CategoryPayload>({
  url: '/api/urunkategori',
  rowSchema: adminCategorySchema,
  captchaAction: CATEGORY_ACTION,
  updateStyle: 'put-id',
});
