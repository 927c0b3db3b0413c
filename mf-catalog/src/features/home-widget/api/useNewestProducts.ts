import useSWR from 'swr';
import { swrFetcher } from '@skiclub/shared/api';
import { isRetryable, type AppError } from '@skiclub/shared/errors';
import { HOME_PRODUCT_COUNT, type Paged, type ProductListItem } from '@skiclub/shared/schemas';

/** GET /api/urun for the home page (member spec §7, §9): page 1, the 10 newest. */
export const NEWEST_PRODUCTS_URL = `/api/urun?page=1&pageSize=${HOME_PRODUCT_COUNT}&orderBy=CreatedAtDesc`;

/** The 10 newest products for the home-page slider. */
export function useNewestProducts() {
  return useSWR<Paged<ProductListItem>, AppError>(NEWEST_PRODUCTS_URL, swrFetcher, { shouldRetryOnError: isRetryable });
}
