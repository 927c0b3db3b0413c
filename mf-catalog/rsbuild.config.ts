import { defineRemoteConfig } from '@skiclub/shared/remote-config';
import { routes } from './src/app/routes';

// Remote `catalog`: its pages come from src/app/routes.ts (each page's file exposed, the list
// emitted as routes.json); each page is a default export with no props.
export default defineRemoteConfig({
  name: 'catalog',
  title: 'Katalog',
  port: 3101,
  appDir: __dirname,
  routes,
  // Home page widgets: plain exposes, not pages.
  widgets: {
    './NewestProducts': './src/app/NewestProducts.tsx',
    './LatestNews': './src/app/LatestNews.tsx',
    './Weather': './src/app/Weather.tsx',
  },
});
