import { defineRemoteConfig } from '@skiclub/shared/remote-config';

// Remote `admin`: each exposed module is a page (default export, no props) or a home widget.
export default defineRemoteConfig({
  name: 'admin',
  title: 'Yönetim',
  port: 3105,
  appDir: __dirname,
  exposes: {
    './CountriesPage': './src/app/CountriesPage.tsx',
  },
});
