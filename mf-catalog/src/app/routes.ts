import { defineRoutes } from '@skiclub/shared/routes';

/**
 * The catalog's pages (member spec §2): the one place they are declared. The build exposes each
 * `module` from its `file` and emits this list as routes.json; the shell and the composition
 * host learn the pages from the live release.
 */
export const routes = defineRoutes([
  { path: '/urunler', module: 'ProductsPage', guard: 'public', title: 'Ürünler' },
  { path: '/urun/:slugOrId', module: 'ProductDetailPage', guard: 'public', title: 'Ürün Detayı' },
  { path: '/galeri/:id', module: 'GalleryPage', guard: 'public', title: 'Galeri' },
  { path: '/haber/:slug', module: 'NewsDetailPage', guard: 'public', title: 'Haber' },
]);
