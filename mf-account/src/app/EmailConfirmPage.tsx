import { innerPage } from '@skiclub/shared/ui';
import { EmailConfirmPanel } from '../features/email-confirmation/components/EmailConfirmPanel';

/** /hesap/email-onayla (member spec §2, guest-only): confirms the address of the mail's link. */
export default innerPage(
  {
    title: 'E-posta Doğrulama',
    backgroundTitle: 'DOĞRULAMA',
    description: 'Üyeliğinizi tamamlamak için e-posta adresinizi doğruluyoruz.',
  },
  EmailConfirmPanel,
);
