import { innerPage } from '@skiclub/shared/ui';
import { EmailConfirmPanel } from './EmailConfirmPanel';

/**
 * /hesap/email-onayla (member spec §2, public): confirms the address of the mail's link,
 * exposed as `account/EmailConfirmPage`.
 * Default export of the feature's index: the route's file (src/app/routes.ts).
 */
export const EmailConfirmPage = innerPage(
  {
    title: 'E-posta Doğrulama',
    backgroundTitle: 'DOĞRULAMA',
    description: 'Üyeliğinizi tamamlamak için e-posta adresinizi doğruluyoruz.',
  },
  EmailConfirmPanel,
);
