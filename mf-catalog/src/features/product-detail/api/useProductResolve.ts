import { useApi } from '@skiclub/shared/api';
import { productDetailSchema } from '@skiclub/shared/schemas';

/** GET /api/urun/resolve/:slugOrId address (member spec §7). */
export function resolveUrl(slugOrId: string): string {
  return `/api/urun/resolve/${encodeURIComponent(slugOrId)}`;
}

/**
 * Resolves the /urun/{slugOrId} parameter (a name slug, an id or text containing a GUID) to the
 * product (member spec §2). A 404 is not retried; the page shows 'Ürün Bulunamadı'.
 */
export function useProductResolve(slugOrId: string | undefined) {
  return useApi(slugOrId ? resolveUrl(slugOrId) : null, productDetailSchema);
}
