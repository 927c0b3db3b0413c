import { defineRemoteConfig } from '@skiclub/shared/remote-config';
import { routes } from './src/app/routes';

// Remote `admin`: its pages come from src/app/routes.ts (exposed from there and emitted as
// routes.json); each page is its feature's screen, the default export of
// src/features/<feature>/index.tsx, rendered with no props.
export default defineRemoteConfig({
  name: 'admin',
  title: 'Yönetim',
  port: 3105,
  appDir: __dirname,
  routes,
});
