import type { ProductListItem } from '@skiclub/shared/schemas';

/** What 'Sepete Ekle' on the home page does for a product. */
export type HomeCartAction = { kind: 'login'; to: string } | { kind: 'detail'; to: string } | { kind: 'add' };

/**
 * Home-page add-to-cart rule (member spec §5): guests go to sign in (/giris), a product with
 * variants goes to its detail page to choose one, anything else is added (quantity 1, TL).
 */
export function homeCartAction(product: Pick<ProductListItem, 'id' | 'slug' | 'urunVaryantlari'>, signedIn: boolean): HomeCartAction {
  if (!signedIn) return { kind: 'login', to: '/giris' };
  if (product.urunVaryantlari.length > 0) return { kind: 'detail', to: `/urun/${product.slug || product.id}` };
  return { kind: 'add' };
}
