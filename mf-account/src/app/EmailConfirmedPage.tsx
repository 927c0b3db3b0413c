import { innerPage } from '@skiclub/shared/ui';
import { EmailConfirmedPanel } from '../features/email-confirmation/components/EmailConfirmedPanel';

/** /hesap/email-onaylandi (member spec §2, guest-only): success text with a link to /giris. */
export default innerPage(
  {
    title: 'E-posta Onaylandı',
    backgroundTitle: 'DOĞRULAMA',
    description: 'Üyeliğiniz tamamlandı.',
  },
  EmailConfirmedPanel,
);
