import { innerPage } from '@skiclub/shared/ui';
import { EmailConfirmedPanel } from './EmailConfirmedPanel';

/**
 * /hesap/email-onaylandi (member spec §2, public): success text with a link to /giris,
 * exposed as `account/EmailConfirmedPage`.
 * Default export of the feature's index: the route's file (src/app/routes.ts).
 */
export const EmailConfirmedPage = innerPage(
  {
    title: 'E-posta Onaylandı',
    backgroundTitle: 'DOĞRULAMA',
    description: 'Üyeliğiniz tamamlandı.',
  },
  EmailConfirmedPanel,
);
