import { defineRemoteConfig } from '@skiclub/shared/remote-config';
import { routes } from './src/app/routes';

// Remote `admin`: each page is its feature's screen, the default export of
// src/features/<feature>/index.tsx (rendered with no props), which also declares its route;
// src/app/routes.ts collects the routes, the build exposes the files and emits routes.json.
export default defineRemoteConfig({
  name: 'admin',
  title: 'Yönetim',
  port: 3105,
  appDir: __dirname,
  routes,
});
