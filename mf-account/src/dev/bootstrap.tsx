// Dev harness of the `account` remote (ARCHITECTURE.md): its pages on their spec routes.
import { mountHarness } from '@skiclub/shared/dev-harness';
import EmailConfirmErrorPage from '../features/email-confirm-error';
import EmailConfirmPage from '../features/email-confirmation';
import EmailConfirmedPage from '../features/email-confirmed';
import PasswordResetPage from '../features/password-reset';
import ProfilePage from '../features/profile';
import SignInPage from '../features/sign-in';
import SignUpPage from '../features/sign-up';

mountHarness('account', [
  { path: '/kayit', Component: SignUpPage },
  { path: '/giris', Component: SignInPage },
  { path: '/sifre-sifirlama', Component: PasswordResetPage },
  { path: '/hesap/email-onayla', Component: EmailConfirmPage },
  { path: '/hesap/email-onaylandi', Component: EmailConfirmedPage },
  { path: '/hesap/email-onay-hatasi', Component: EmailConfirmErrorPage },
  { path: '/profil', Component: ProfilePage },
]);
