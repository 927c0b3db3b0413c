import { defineRoutes } from '@skiclub/shared/routes';

/**
 * The account remote's pages (member spec §2): the one place they are declared. The build
 * exposes each `module` from its `feature`'s entry, `src/features/<feature>/index.tsx`, whose
 * default export is the page (no wrapper page), and emits this list as routes.json. The three
 * e-mail confirmation pages are public rather than guest-only: members may sign in before they
 * open the mail, and a guest-only guard would send them to / with the address left unconfirmed.
 */
export const routes = defineRoutes([
  { path: '/kayit', module: 'SignUpPage', feature: 'sign-up', guard: 'guest', title: 'Kayıt Ol' },
  { path: '/giris', module: 'SignInPage', feature: 'sign-in', guard: 'guest', title: 'Giriş Yap' },
  { path: '/sifre-sifirlama', module: 'PasswordResetPage', feature: 'password-reset', guard: 'guest', title: 'Şifre Sıfırlama' },
  { path: '/hesap/email-onayla', module: 'EmailConfirmPage', feature: 'email-confirmation', guard: 'public', title: 'E-posta Doğrulama' },
  { path: '/hesap/email-onaylandi', module: 'EmailConfirmedPage', feature: 'email-confirmed', guard: 'public', title: 'E-posta Onaylandı' },
  { path: '/hesap/email-onay-hatasi', module: 'EmailConfirmErrorPage', feature: 'email-confirm-error', guard: 'public', title: 'E-posta Onaylanamadı' },
  { path: '/profil', module: 'ProfilePage', feature: 'profile', guard: 'login', title: 'Profilim' },
]);
