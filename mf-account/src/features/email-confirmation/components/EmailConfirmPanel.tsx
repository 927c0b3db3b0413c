import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '@skiclub/shared/api';
import { emailConfirmAnswerSchema, emailConfirmUrl } from '../api/confirmEmail';
import { ConfirmationCard } from './ConfirmationCard';

/** Delay before /hesap/email-onaylandi after a confirmation: 2 s (member spec §9), in ms. */
export const EMAIL_CONFIRM_REDIRECT_MS = 2000;
/** Shown for a link without userId or token (member spec §8, Account). */
export const INVALID_CONFIRM_LINK = 'Geçersiz doğrulama bağlantısı. Lütfen e-postanızdaki bağlantıyı kontrol edin.';
/** Shown while the confirmation call runs. */
export const EMAIL_CONFIRMING = 'E-posta adresiniz doğrulanıyor, lütfen bekleyin...';
/** Shown once confirmed, during the delay. */
export const EMAIL_CONFIRM_SUCCESS = 'E-posta adresiniz doğrulandı! Yönlendiriliyorsunuz...';

/** Route state the error page reads: the server's mesaj, when it sent one. */
export interface ConfirmErrorState {
  mesaj?: string;
}

/**
 * The /hesap/email-onayla screen body (member spec §2, §4): without userId or token it says
 * {@link INVALID_CONFIRM_LINK}; else it shows a loading state while GET /api/Hesap/email-onayla
 * runs (one SWR read, so a remount does not spend the single-use token twice), then goes to
 * /hesap/email-onaylandi after {@link EMAIL_CONFIRM_REDIRECT_MS}, or at once to
 * /hesap/email-onay-hatasi on a failure.
 */
export function EmailConfirmPanel() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const userId = params.get('userId')?.trim();
  const token = params.get('token')?.trim();
  const url = userId && token ? emailConfirmUrl(userId, token) : null;
  const { data, error, isLoading } = useApi(url, emailConfirmAnswerSchema, { revalidateIfStale: false, revalidateOnReconnect: false });
  const confirmed = !isLoading && !error && data !== undefined;

  useEffect(() => {
    if (!confirmed) return undefined;
    const timer = window.setTimeout(() => navigate('/hesap/email-onaylandi', { replace: true }), EMAIL_CONFIRM_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [confirmed, navigate]);

  useEffect(() => {
    if (!error || confirmed) return;
    const state: ConfirmErrorState = error.kind === 'http' ? { mesaj: error.message } : {};
    navigate('/hesap/email-onay-hatasi', { replace: true, state });
  }, [error, confirmed, navigate]);

  if (!url) {
    return (
      <ConfirmationCard
        status="error"
        title="Geçersiz Bağlantı"
        text={<span role="alert">{INVALID_CONFIRM_LINK}</span>}
        actions={[{ to: '/', label: 'Ana Sayfaya Dön' }]}
      />
    );
  }
  if (confirmed) return <ConfirmationCard status="success" title="E-posta Doğrulandı" text={<span role="status">{EMAIL_CONFIRM_SUCCESS}</span>} />;
  return (
    <ConfirmationCard status="info" title="E-posta Doğrulama" text={<span role="status">{EMAIL_CONFIRMING}</span>}>
      <div className="acc-confirm__spin">
        <Spin size="large" />
      </div>
    </ConfirmationCard>
  );
}
