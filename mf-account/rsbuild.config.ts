import { defineRemoteConfig } from '@skiclub/shared/remote-config';

// Remote `account`: each exposed module is a page (default export, no props) or a home widget.
export default defineRemoteConfig({
  name: 'account',
  title: 'Hesap',
  port: 3103,
  appDir: __dirname,
  exposes: {
    './SignUpPage': './src/app/SignUpPage.tsx',
    './SignInPage': './src/app/SignInPage.tsx',
  },
});
