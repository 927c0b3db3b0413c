import { useLocation } from 'react-router-dom';
import type { ConfirmErrorState } from '../../email-confirmation/components/EmailConfirmPanel';
import { ConfirmationCard } from '../../email-confirmation/components/ConfirmationCard';

/** Text of /hesap/email-onay-hatasi. */
export const EMAIL_CONFIRM_ERROR_TEXT = 'E-posta adresiniz onaylanamadı. Doğrulama bağlantısı geçersiz, kullanılmış veya süresi dolmuş olabilir.';

/**
 * The /hesap/email-onay-hatasi screen body (member spec §2): error text (plus the server's mesaj
 * when the confirmation page passed one) and links to /kayit and /.
 */
export function EmailConfirmErrorPanel() {
  const state = useLocation().state as ConfirmErrorState | null;
  return (
    <ConfirmationCard
      status="error"
      title="E-posta Onaylanamadı"
      text={
        <>
          {EMAIL_CONFIRM_ERROR_TEXT}
          {state?.mesaj && <span className="acc-confirm__detail">{state.mesaj}</span>}
        </>
      }
      actions={[
        { to: '/kayit', label: 'Yeniden Kayıt Ol', primary: true },
        { to: '/', label: 'Ana Sayfaya Dön' },
      ]}
    />
  );
}
