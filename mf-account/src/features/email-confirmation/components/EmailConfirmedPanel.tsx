import { ConfirmationCard } from './ConfirmationCard';

/** Text of /hesap/email-onaylandi. */
export const EMAIL_CONFIRMED_TEXT = 'E-posta adresiniz başarıyla onaylandı. Artık hesabınıza giriş yapabilirsiniz.';

/** The /hesap/email-onaylandi screen body (member spec §2): success text and a link to /giris. */
export function EmailConfirmedPanel() {
  return <ConfirmationCard status="success" title="E-posta Adresiniz Onaylandı" text={EMAIL_CONFIRMED_TEXT} actions={[{ to: '/giris', label: 'Giriş Yap', primary: true }]} />;
}
