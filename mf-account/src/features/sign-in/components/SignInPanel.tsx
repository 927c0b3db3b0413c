import { Alert, Form } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginForm } from '@skiclub/shared/schemas';
import { SESSION_EXPIRED_MESSAGE, sessionStore } from '@skiclub/shared/session';
import { ErrorAlert } from '@skiclub/shared/ui';
import { AuthCard } from '../../auth-card/components/AuthCard';
import { useSignIn } from '../hooks/useSignIn';
import { safeRedirect } from '../safeRedirect';
import { SignInForm } from './SignInForm';

/** Delay before leaving /giris after a successful sign-in: 0.5 s (member spec §9), in ms. */
export const SIGN_IN_REDIRECT_MS = 500;

/** Shown once signed in, during the short delay. */
export const SIGN_IN_SUCCESS = 'Giriş başarılı! Yönlendiriliyorsunuz...';

/**
 * The /giris screen body (member spec §2): on success the session starts and after
 * {@link SIGN_IN_REDIRECT_MS} the browser goes to the `redirect` query value when it is a safe
 * same-site path, else '/'. On failure the server's message (or 'Giriş işlemi başarısız') is
 * shown and what was typed stays. When a 401 ended the session and brought the member here,
 * 'Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.' is shown once (member spec §8).
 */
export function SignInPanel() {
  const [form] = Form.useForm<LoginForm>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const { state, submit } = useSignIn();
  // Read once on mount (a pure read, safe under StrictMode), then forgotten in the store so a
  // later visit to /giris does not repeat it.
  const [expired] = useState(() => sessionStore.getState().endReason === 'expired');
  useEffect(() => {
    sessionStore.getState().takeEndReason();
  }, []);

  useEffect(() => {
    if (state.phase !== 'success') return undefined;
    const timer = window.setTimeout(() => navigate(target, { replace: true }), SIGN_IN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state.phase, navigate, target]);

  return (
    <AuthCard
      heading="Hesabınıza Giriş Yapın"
      intro="Kamplarınızı, siparişlerinizi ve profilinizi görmek için giriş yapın."
      footer={
        <>
          <Link to="/sifre-sifirlama">Şifremi unuttum</Link>
          <br />
          Hesabınız yok mu? <Link to="/kayit">Kayıt Ol</Link>
        </>
      }
    >
      {expired && state.phase !== 'success' && <Alert className="acc-auth__alert" type="warning" showIcon message={SESSION_EXPIRED_MESSAGE} role="status" />}
      {state.phase === 'success' && <Alert className="acc-auth__alert" type="success" showIcon message={SIGN_IN_SUCCESS} role="status" />}
      {state.phase === 'failed' && (
        <div className="acc-auth__alert">
          <ErrorAlert message={state.message} fieldErrors={state.fieldErrors} />
        </div>
      )}
      <SignInForm form={form} onSubmit={(values) => void submit(values)} submitting={state.phase === 'sending' || state.phase === 'success'} />
    </AuthCard>
  );
}
