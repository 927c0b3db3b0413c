import { innerPage } from '@skiclub/shared/ui';
import { ProductCatalog } from '../features/products/components/ProductCatalog';

/** Exposed `./ProductsPage`: the product catalogue at /urunler (member spec §2). */
export default innerPage(
  {
    title: 'Ürünler',
    backgroundTitle: 'MAĞAZA',
    description: 'Kayak ve snowboard ekipmanları, kış giyimi ve aksesuarlar: kulübümüzün seçtiği ürünler.',
  },
  ProductCatalog,
);
