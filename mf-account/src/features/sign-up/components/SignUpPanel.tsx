import { Alert, Form } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SignUpForm as SignUpValues } from '@skiclub/shared/schemas';
import { ErrorAlert } from '@skiclub/shared/ui';
import { AuthCard } from '../../auth-card/components/AuthCard';
import { serverFieldEntries } from '@skiclub/shared/ui';
import { useSignUp } from '../hooks/useSignUp';
import { SIGN_UP_FIELDS, SignUpForm } from './SignUpForm';
import { SignUpProgress } from './SignUpProgress';

/** Delay before going to /giris after a successful sign-up: 2 s (member spec §9), in ms. */
export const SIGN_UP_REDIRECT_MS = 2000;

/** Shown when the account was created. */
export const SIGN_UP_SUCCESS = 'Kaydınız başarıyla oluşturuldu! Giriş sayfasına yönlendiriliyorsunuz...';

/**
 * The /kayit screen body (member spec §2): form, two-step progress, then on success a message,
 * a cleared form and /giris after {@link SIGN_UP_REDIRECT_MS}; on failure everything typed stays,
 * the server's message and field errors are shown and put on the matching fields.
 */
export function SignUpPanel() {
  const [form] = Form.useForm<SignUpValues>();
  const navigate = useNavigate();
  const { state, submit } = useSignUp();

  useEffect(() => {
    if (state.phase !== 'success') return undefined;
    const timer = window.setTimeout(() => navigate('/giris'), SIGN_UP_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state.phase, navigate]);

  const onSubmit = async (values: SignUpValues) => {
    const ok = await submit(values);
    if (ok) form.resetFields();
  };

  useEffect(() => {
    if (state.phase === 'failed') form.setFields(serverFieldEntries(state.error.fieldErrors, SIGN_UP_FIELDS));
  }, [state, form]);

  return (
    <AuthCard
      wide
      heading="Yeni Hesap Oluştur"
      intro="Kamplara kayıt olmak ve alışveriş yapmak için birkaç bilgiyle üye olun."
      footer={
        <>
          Zaten hesabınız var mı? <Link to="/giris">Giriş Yap</Link>
        </>
      }
    >
      <SignUpProgress state={state} />
      {state.phase === 'success' && <Alert className="acc-auth__alert" type="success" showIcon message={SIGN_UP_SUCCESS} role="status" />}
      {state.phase === 'failed' && (
        <div className="acc-auth__alert">
          <ErrorAlert message={state.error.message} fieldErrors={state.error.fieldErrors} />
        </div>
      )}
      <SignUpForm form={form} onSubmit={onSubmit} submitting={state.phase === 'running' || state.phase === 'success'} />
    </AuthCard>
  );
}
