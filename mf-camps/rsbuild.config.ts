import { defineRemoteConfig } from '@skiclub/shared/remote-config';

// Remote `camps`: each exposed module is a page (default export, no props) or a home widget.
export default defineRemoteConfig({
  name: 'camps',
  title: 'Kamplar',
  port: 3102,
  appDir: __dirname,
  exposes: {
    './MyCampsPage': './src/app/MyCampsPage.tsx',
    './ActiveCamps': './src/app/ActiveCamps.tsx',
  },
});
