// Dev harness of the `catalog` remote: its four pages and the home widgets on /vitrin.
import { mountHarness } from '@skiclub/shared/dev-harness';
import GalleryPage from '../features/galleries';
import NewsDetailPage from '../features/news';
import ProductDetailPage from '../features/product-detail';
import ProductsPage from '../features/products';
import { DevShowcase } from './DevShowcase';

mountHarness('catalog', [
  { path: '/urunler', Component: ProductsPage },
  // The bar links to a missing product, gallery and news item (their not-found states); real
  // ones are reached from the catalogue, the gallery list and the news slider on /vitrin.
  { path: '/urun/:slugOrId', link: '/urun/bulunamayan-urun', Component: ProductDetailPage },
  { path: '/galeri/:id', link: '/galeri/00000000-0000-4000-8000-000000000000', Component: GalleryPage },
  { path: '/haber/:slug', link: '/haber/bulunamayan-haber', Component: NewsDetailPage },
  { path: '/vitrin', Component: DevShowcase },
]);
