import { discountCodeSchema, type DiscountCode, type DiscountCodePayload } from '@skiclub/shared/schemas/admin';
import { createCrudService } from '../../crud/api/createCrudService';

/**
 * Team discount codes on the API (admin spec §3, §7): GET /api/ekipindirimikodu (with
 * maksimumKullanimSayisi and kullanimSayisi), POST /api/ekipindirimikodu, PUT
 * /api/ekipindirimikodu (id in the body), DELETE /api/ekipindirimikodu/:id; token action 'ekipindirimikodu'.
 */
export const discountCodeService = createCrudService<DiscountCode, DiscountCodePayload>({
  url: '/api/ekipindirimikodu',
  rowSchema: discountCodeSchema,
  captchaAction: 'ekipindirimikodu',
  updateStyle: 'put-body',
});
