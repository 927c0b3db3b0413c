import { innerPage } from '@skiclub/shared/ui';
import { ProductCatalog } from './ProductCatalog';

/**
 * Heading of the catalogue, 'Ürünler' unless the build sets PUBLIC_CATALOG_TITLE (a season's
 * campaign title, e.g. 'Kış Sezonu Ürünleri'): a build-time setting, so two published versions
 * of the catalog can differ visibly (the release proof).
 */
const TITLE = (import.meta.env.PUBLIC_CATALOG_TITLE as string | undefined)?.trim() || 'Ürünler';

/**
 * /urunler (member spec §2, public): the product catalogue, exposed as `catalog/ProductsPage`.
 * Default export of the feature's index: the route's file (src/app/routes.ts).
 */
export const ProductsPage = innerPage(
  {
    title: TITLE,
    backgroundTitle: 'MAĞAZA',
    description: 'Kayak ve snowboard ekipmanları, kış giyimi ve aksesuarlar: kulübümüzün seçtiği ürünler.',
  },
  ProductCatalog,
);
