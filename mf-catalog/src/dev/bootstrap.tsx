// Dev harness of the `catalog` remote: its three pages and the home widget on /vitrin.
import { mountHarness } from '@skiclub/shared/dev-harness';
import GalleryPage from '../app/GalleryPage';
import ProductDetailPage from '../app/ProductDetailPage';
import ProductsPage from '../app/ProductsPage';
import { DevShowcase } from './DevShowcase';

mountHarness('catalog', [
  { path: '/urunler', Component: ProductsPage },
  // The bar links to a missing product and gallery (their not-found states); real ones are
  // reached from the catalogue and from the gallery list on /vitrin.
  { path: '/urun/:slugOrId', link: '/urun/bulunamayan-urun', Component: ProductDetailPage },
  { path: '/galeri/:id', link: '/galeri/00000000-0000-4000-8000-000000000000', Component: GalleryPage },
  { path: '/vitrin', Component: DevShowcase },
]);
