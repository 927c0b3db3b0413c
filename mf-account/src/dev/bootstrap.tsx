// Dev harness of the `account` remote (ARCHITECTURE.md): its pages on their spec routes.
import { mountHarness } from '@skiclub/shared/dev-harness';
import EmailConfirmErrorPage from '../app/EmailConfirmErrorPage';
import EmailConfirmPage from '../app/EmailConfirmPage';
import EmailConfirmedPage from '../app/EmailConfirmedPage';
import PasswordResetPage from '../app/PasswordResetPage';
import ProfilePage from '../app/ProfilePage';
import SignInPage from '../app/SignInPage';
import SignUpPage from '../app/SignUpPage';

mountHarness('account', [
  { path: '/kayit', Component: SignUpPage },
  { path: '/giris', Component: SignInPage },
  { path: '/sifre-sifirlama', Component: PasswordResetPage },
  { path: '/hesap/email-onayla', Component: EmailConfirmPage },
  { path: '/hesap/email-onaylandi', Component: EmailConfirmedPage },
  { path: '/hesap/email-onay-hatasi', Component: EmailConfirmErrorPage },
  { path: '/profil', Component: ProfilePage },
]);
