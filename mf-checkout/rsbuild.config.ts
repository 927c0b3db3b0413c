import { defineRemoteConfig } from '@skiclub/shared/remote-config';
import { routes } from './src/app/routes';

// Remote `checkout`: its pages come from src/app/routes.ts (each page's file exposed, the list
// emitted as routes.json); each page is a default export with no props.
export default defineRemoteConfig({
  name: 'checkout',
  title: 'Sepet ve Ödeme',
  port: 3104,
  appDir: __dirname,
  routes,
});
