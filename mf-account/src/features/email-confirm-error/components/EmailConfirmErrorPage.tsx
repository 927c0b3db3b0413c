import { innerPage } from '@skiclub/shared/ui';
import { EmailConfirmErrorPanel } from './EmailConfirmErrorPanel';

/**
 * /hesap/email-onay-hatasi (member spec §2, public): error text with links to /kayit and /,
 * exposed as `account/EmailConfirmErrorPage`.
 * Default export of the feature's index: the route's file (src/app/routes.ts).
 */
export const EmailConfirmErrorPage = innerPage(
  {
    title: 'E-posta Onaylanamadı',
    backgroundTitle: 'DOĞRULAMA',
    description: 'Doğrulama bağlantınız kullanılamadı.',
  },
  EmailConfirmErrorPanel,
);
