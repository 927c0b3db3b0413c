import { defineRemoteConfig } from '@skiclub/shared/remote-config';

// Remote `checkout`: each exposed module is a page (default export, no props) or a home widget.
export default defineRemoteConfig({
  name: 'checkout',
  title: 'Sepet ve Ödeme',
  port: 3104,
  appDir: __dirname,
  exposes: {
    './CartPage': './src/app/CartPage.tsx',
  },
});
