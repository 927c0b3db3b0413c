import { useCurrentUser } from '@skiclub/shared/session';
import { ConfirmationCard } from '../../email-confirmation/components/ConfirmationCard';

/** Text of /hesap/email-onaylandi for a visitor. */
export const EMAIL_CONFIRMED_TEXT = 'E-posta adresiniz başarıyla onaylandı. Artık hesabınıza giriş yapabilirsiniz.';
/** Text of /hesap/email-onaylandi for a member who is already signed in. */
export const EMAIL_CONFIRMED_SIGNED_IN_TEXT = 'E-posta adresiniz başarıyla onaylandı.';

/**
 * The /hesap/email-onaylandi screen body (member spec §2): success text and a link to /giris;
 * a signed-in member (who cannot use /giris) gets a link to /profil instead.
 */
export function EmailConfirmedPanel() {
  const signedIn = useCurrentUser() !== null;
  return signedIn ? (
    <ConfirmationCard status="success" title="E-posta Adresiniz Onaylandı" text={EMAIL_CONFIRMED_SIGNED_IN_TEXT} actions={[{ to: '/profil', label: 'Profilime Git', primary: true }]} />
  ) : (
    <ConfirmationCard status="success" title="E-posta Adresiniz Onaylandı" text={EMAIL_CONFIRMED_TEXT} actions={[{ to: '/giris', label: 'Giriş Yap', primary: true }]} />
  );
}
