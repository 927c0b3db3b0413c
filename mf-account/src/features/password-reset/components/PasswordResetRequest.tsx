import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiMutation } from '@skiclub/shared/api';
import { ErrorAlert, zodRule } from '@skiclub/shared/ui';
import { passwordResetRequestSchema, type PasswordResetRequest as RequestValues } from '@skiclub/shared/schemas';
import { accountFailure, type AccountFailure } from '../../account-errors/accountFailure';
import { AuthCard } from '../../auth-card/components/AuthCard';
import { RESET_REQUEST_URL, requestPasswordReset } from '../api/passwordReset';

/**
 * Shown after every accepted request, whether or not the address has an account (no account
 * enumeration).
 */
export const RESET_REQUEST_SENT =
  'Bu e-posta adresiyle kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı gönderildi. Lütfen gelen kutunuzu kontrol edin.';

/**
 * Request mode of /sifre-sifirlama (member spec §2, §5): 'E-posta' (required: 'E-posta alanı
 * zorunludur', then a valid address), POST /api/hesap/sifre-sifirlama-talep, then
 * {@link RESET_REQUEST_SENT}. A failure shows the server's mesaj and keeps the address.
 */
export function PasswordResetRequest() {
  const [form] = Form.useForm<RequestValues>();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const { trigger, isMutating } = useApiMutation(RESET_REQUEST_URL, requestPasswordReset);

  const onFinish = async (values: RequestValues) => {
    setFailure(null);
    try {
      await trigger(values);
      setSent(true);
    } catch (e) {
      setFailure(accountFailure(e));
    }
  };

  return (
    <AuthCard
      heading="Şifremi Unuttum"
      intro="Hesabınıza kayıtlı e-posta adresini girin; size şifre sıfırlama bağlantısı gönderelim."
      footer={
        <>
          Şifrenizi hatırladınız mı? <Link to="/giris">Giriş Yap</Link>
        </>
      }
    >
      {sent ? (
        <Alert className="acc-auth__alert" type="success" showIcon message={RESET_REQUEST_SENT} role="status" />
      ) : (
        <>
          {failure && (
            <div className="acc-auth__alert">
              <ErrorAlert message={failure.message} />
            </div>
          )}
          <Form<RequestValues> form={form} layout="vertical" name="sifre-sifirlama-talep" noValidate validateTrigger={['onChange', 'onBlur']} disabled={isMutating} onFinish={(v) => void onFinish(v)}>
            <Form.Item label="E-posta" name="email" required rules={[zodRule(passwordResetRequestSchema, 'email')]}>
              <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block className="acc-auth__submit" loading={isMutating}>
              Sıfırlama Bağlantısı Gönder
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
