import { useApi } from '@skiclub/shared/api';
import { HOME_PRODUCT_COUNT, productPageSchema } from '@skiclub/shared/schemas';

/** GET /api/urun for the home page (member spec §7, §9): page 1, the 10 newest. */
export const NEWEST_PRODUCTS_URL = `/api/urun?page=1&pageSize=${HOME_PRODUCT_COUNT}&orderBy=CreatedAtDesc`;

/** The 10 newest products for the home-page slider, checked with the shared schema. */
export function useNewestProducts() {
  return useApi(NEWEST_PRODUCTS_URL, productPageSchema);
}
