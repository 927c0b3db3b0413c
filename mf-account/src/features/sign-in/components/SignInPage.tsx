import { innerPage } from '@skiclub/shared/ui';
import { SignInPanel } from './SignInPanel';

/**
 * /giris (member spec §2, guest-only): sign-in page, exposed as `account/SignInPage`.
 * Default export of the feature's index: the route's file (src/app/routes.ts).
 */
export const SignInPage = innerPage(
  {
    title: 'Giriş Yap',
    backgroundTitle: 'GİRİŞ',
    description: 'Üye hesabınızla giriş yaparak kamplarınızı ve siparişlerinizi takip edin.',
  },
  SignInPanel,
);
