import { useApi } from '@skiclub/shared/api';
import { categoryListSchema, productPageSchema, type Category } from '@skiclub/shared/schemas';
import { productListUrl, type CatalogQuery } from '../lib/catalogQuery';

/** GET /api/urunkategori/aktif: active categories with their product counts. */
export const ACTIVE_CATEGORIES_URL = '/api/urunkategori/aktif';

/**
 * One catalogue page (GET /api/urun, member spec §7) for the given filters. The previous page
 * stays on screen while the next one loads, so the grid does not jump.
 */
export function useProductPage(query: CatalogQuery) {
  return useApi(productListUrl(query), productPageSchema, { keepPreviousData: true });
}

/** Active categories for the catalogue's dropdown (member spec §2: with product counts). */
export function useActiveCategories() {
  return useApi(ACTIVE_CATEGORIES_URL, categoryListSchema);
}

/** Dropdown label of a category, e.g. 'Kayak Botları (6)'. */
export function categoryLabel(c: Pick<Category, 'kategoriAdi' | 'urunSayisi'>): string {
  return `${c.kategoriAdi} (${c.urunSayisi})`;
}
