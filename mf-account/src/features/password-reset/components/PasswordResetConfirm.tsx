import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApiMutation } from '@skiclub/shared/api';
import { ErrorAlert, serverFieldEntries, zodRule } from '@skiclub/shared/ui';
import { passwordResetFormSchema, type PasswordResetForm } from '@skiclub/shared/schemas';
import { accountFailure, type AccountFailure } from '../../account-errors/accountFailure';
import { AuthCard } from '../../auth-card/components/AuthCard';
import { PasswordStrengthHint } from '../../sign-up/components/PasswordStrengthHint';
import { RESET_CONFIRM_URL, confirmPasswordReset } from '../api/passwordReset';
import '../../sign-up/components/SignUp.css';

/** Delay before going to /giris after a reset: 3 s (member spec §9), in ms. */
export const RESET_REDIRECT_MS = 3000;

/** Shown once the new password is set, during the delay. */
export const RESET_SUCCESS = 'Şifreniz başarıyla değiştirildi! Giriş sayfasına yönlendiriliyorsunuz...';

/** Props of {@link PasswordResetConfirm}: the link's query values. */
export interface PasswordResetConfirmProps {
  userId: string;
  token: string;
}

/**
 * Confirm mode of /sifre-sifirlama (member spec §2, §5): the new password twice (sign-up
 * strength rule; 'Şifre tekrarı zorunludur', 'Şifreler eşleşmiyor'), POST
 * /api/hesap/sifre-sifirlama-onayla, then /giris after {@link RESET_REDIRECT_MS}. A used, expired
 * or forged token shows the server's mesaj and a link to ask for a new one; what was typed stays.
 */
export function PasswordResetConfirm({ userId, token }: PasswordResetConfirmProps) {
  const [form] = Form.useForm<PasswordResetForm>();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const { trigger, isMutating } = useApiMutation(RESET_CONFIRM_URL, confirmPasswordReset);
  const password = Form.useWatch('yeniSifre', form);

  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => navigate('/giris', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onFinish = async ({ yeniSifre }: PasswordResetForm) => {
    setFailure(null);
    try {
      await trigger({ userId, token, yeniSifre });
      setDone(true);
    } catch (e) {
      const f = accountFailure(e);
      setFailure(f);
      form.setFields(serverFieldEntries(f.fieldErrors, ['yeniSifre'] as const));
    }
  };

  return (
    <AuthCard heading="Yeni Şifre Belirleyin" intro="Hesabınız için yeni bir şifre girin.">
      {done && <Alert className="acc-auth__alert" type="success" showIcon message={RESET_SUCCESS} role="status" />}
      {failure && (
        <div className="acc-auth__alert">
          <ErrorAlert message={failure.message} />
          <p className="acc-reset__again">
            <Link to="/sifre-sifirlama">Yeni şifre sıfırlama bağlantısı iste</Link>
          </p>
        </div>
      )}
      <Form<PasswordResetForm>
        form={form}
        layout="vertical"
        name="sifre-sifirlama-onayla"
        noValidate
        validateTrigger={['onChange', 'onBlur']}
        disabled={isMutating || done}
        onFinish={(v) => void onFinish(v)}
      >
        <Form.Item label="Yeni Şifre" name="yeniSifre" required rules={[zodRule(passwordResetFormSchema, 'yeniSifre')]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item label="Yeni Şifre Tekrar" name="yeniSifreTekrar" required dependencies={['yeniSifre']} rules={[zodRule(passwordResetFormSchema, 'yeniSifreTekrar')]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <PasswordStrengthHint value={typeof password === 'string' ? password : undefined} />
        <Button type="primary" htmlType="submit" block className="acc-auth__submit" loading={isMutating}>
          Şifreyi Güncelle
        </Button>
      </Form>
    </AuthCard>
  );
}
