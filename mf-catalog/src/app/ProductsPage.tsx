import { innerPage } from '@skiclub/shared/ui';
import { ProductCatalog } from '../features/products/components/ProductCatalog';

/**
 * Heading of the catalogue, 'Ürünler' unless the build sets PUBLIC_CATALOG_TITLE (a season's
 * campaign title, e.g. 'Kış Sezonu Ürünleri'): a build-time setting, so two published versions
 * of the catalog can differ visibly (the release proof).
 */
const TITLE = (import.meta.env.PUBLIC_CATALOG_TITLE as string | undefined)?.trim() || 'Ürünler';

/** Exposed `./ProductsPage`: the product catalogue at /urunler (member spec §2). */
export default innerPage(
  {
    title: TITLE,
    backgroundTitle: 'MAĞAZA',
    description: 'Kayak ve snowboard ekipmanları, kış giyimi ve aksesuarlar: kulübümüzün seçtiği ürünler.',
  },
  ProductCatalog,
);
