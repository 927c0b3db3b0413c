import { defineRoutes } from '@skiclub/shared/routes';

/**
 * The catalog's pages (member spec §2): the one place they are declared. The build exposes each
 * `module` from its `feature`'s entry, `src/features/<feature>/index.tsx`, whose default export
 * is the page (no wrapper page), and emits this list as routes.json; the shell and the
 * composition host learn the pages from the live release.
 */
export const routes = defineRoutes([
  { path: '/urunler', module: 'ProductsPage', feature: 'products', guard: 'public', title: 'Ürünler' },
  { path: '/urun/:slugOrId', module: 'ProductDetailPage', feature: 'product-detail', guard: 'public', title: 'Ürün Detayı' },
  { path: '/galeri/:id', module: 'GalleryPage', feature: 'galleries', guard: 'public', title: 'Galeri' },
  { path: '/haber/:slug', module: 'NewsDetailPage', feature: 'news', guard: 'public', title: 'Haber' },
]);
