import { innerPage } from '@skiclub/shared/ui';
import { SignInPanel } from '../features/sign-in/components/SignInPanel';

/** /giris (member spec §2, guest-only): sign-in page, exposed as `account/SignInPage`. */
export default innerPage(
  {
    title: 'Giriş Yap',
    backgroundTitle: 'GİRİŞ',
    description: 'Üye hesabınızla giriş yaparak kamplarınızı ve siparişlerinizi takip edin.',
  },
  SignInPanel,
);
