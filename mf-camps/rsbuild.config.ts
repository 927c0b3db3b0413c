import { defineRemoteConfig } from '@skiclub/shared/remote-config';
import { routes } from './src/app/routes';

// Remote `camps`: its pages come from src/app/routes.ts (each page's file exposed, the list
// emitted as routes.json); each page is a default export with no props.
export default defineRemoteConfig({
  name: 'camps',
  title: 'Kamplar',
  port: 3102,
  appDir: __dirname,
  routes,
  // Home page widgets: plain exposes, not pages.
  widgets: { './ActiveCamps': './src/app/ActiveCamps.tsx' },
});
