import { innerPage } from '@skiclub/shared/ui';
import { EmailConfirmErrorPanel } from '../features/email-confirmation/components/EmailConfirmErrorPanel';

/** /hesap/email-onay-hatasi (member spec §2, guest-only): error text with links to /kayit and /. */
export default innerPage(
  {
    title: 'E-posta Onaylanamadı',
    backgroundTitle: 'DOĞRULAMA',
    description: 'Doğrulama bağlantınız kullanılamadı.',
  },
  EmailConfirmErrorPanel,
);
