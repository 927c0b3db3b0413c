import { defineRemoteConfig } from '@skiclub/shared/remote-config';

// Remote `catalog`: each exposed module is a page (default export, no props) or a home widget.
export default defineRemoteConfig({
  name: 'catalog',
  title: 'Katalog',
  port: 3101,
  appDir: __dirname,
  exposes: {
    './ProductsPage': './src/app/ProductsPage.tsx',
    './ProductDetailPage': './src/app/ProductDetailPage.tsx',
    './GalleryPage': './src/app/GalleryPage.tsx',
    './NewestProducts': './src/app/NewestProducts.tsx',
  },
});
