import { innerPage } from '@skiclub/shared/ui';
import { PasswordResetPanel } from './PasswordResetPanel';

/**
 * /sifre-sifirlama (member spec §2, guest-only): request mode, or new-password mode with userId
 * and token; exposed as `account/PasswordResetPage`.
 * Default export of the feature's index: the route's file (src/app/routes.ts).
 */
export const PasswordResetPage = innerPage(
  {
    title: 'Şifre Sıfırlama',
    backgroundTitle: 'ŞİFRE',
    description: 'Şifrenizi mi unuttunuz? E-posta adresinize gönderilecek bağlantıyla yeni bir şifre belirleyin.',
    breadcrumb: [{ title: 'Giriş Yap', to: '/giris' }, { title: 'Şifre Sıfırlama' }],
  },
  PasswordResetPanel,
);
