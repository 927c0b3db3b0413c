import { CheckCircleFilled, ExclamationCircleFilled, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { useApiMutation } from '@skiclub/shared/api';
import { zodRule } from '@skiclub/shared/ui';
import { phoneCodeSchema, type PhoneCode } from '@skiclub/shared/schemas';
import { accountFailure } from '../../account-errors/accountFailure';
import { PHONE_SEND_URL, PHONE_VERIFY_URL, sendPhoneCode, verifyPhoneCode } from '../api/profile';
import { useFlash } from '../hooks/useFlash';

/** Shown once a code was sent. */
export const PHONE_CODE_SENT = 'Onay kodu telefonunuza SMS olarak gönderildi. Kod 5 dakika geçerlidir.';
/** Shown once the phone is confirmed (clears after 3 s). */
export const PHONE_CONFIRMED = 'Telefon numaranız onaylandı.';

/** Props of {@link PhoneConfirmation}. */
export interface PhoneConfirmationProps {
  /** The saved number the code goes to. */
  gsm: string;
  /** `gsmOnaylandi` of the profile. */
  confirmed: boolean;
  /** Re-reads the profile once confirmed. */
  onConfirmed: () => Promise<unknown>;
}

/**
 * Phone confirmation of /profil: 'Onay Kodu Gönder' (POST /api/hesap/gsm-onayi-gonder),
 * then a 6-digit 'Onay Kodu' field and 'Doğrula' (POST /api/hesap/gsm-onayi-dogrula); once
 * confirmed it shows 'Telefon onaylandı'. A changed (saved) number comes back unconfirmed from the
 * API, so the state follows the profile.
 */
export function PhoneConfirmation({ gsm, confirmed, onConfirmed }: PhoneConfirmationProps) {
  const [form] = Form.useForm<PhoneCode>();
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const flash = useFlash();
  const send = useApiMutation(PHONE_SEND_URL, sendPhoneCode);
  const verify = useApiMutation(PHONE_VERIFY_URL, verifyPhoneCode);

  const onSend = async () => {
    setError(null);
    try {
      await send.trigger();
      setCodeSent(true);
    } catch (e) {
      setError(accountFailure(e).message);
    }
  };

  const onVerify = async (values: PhoneCode) => {
    setError(null);
    try {
      await verify.trigger(values);
      setCodeSent(false);
      form.resetFields();
      flash.show(PHONE_CONFIRMED);
      await onConfirmed();
    } catch (e) {
      const f = accountFailure(e);
      setError(f.message);
      if (f.fieldErrors.onayKodu) form.setFields([{ name: 'onayKodu', errors: [f.fieldErrors.onayKodu] }]);
    }
  };

  return (
    <div className="acc-profile__phone" aria-label="Telefon onayı" role="group">
      <div className="acc-profile__phone-head">
        <span className="acc-profile__phone-title">Telefon Onayı</span>
        {confirmed ? (
          <Tag color="success" icon={<CheckCircleFilled />} className="acc-profile__status">
            Telefon onaylandı
          </Tag>
        ) : (
          <Tag color="warning" icon={<ExclamationCircleFilled />} className="acc-profile__status">
            Telefon onaylanmadı
          </Tag>
        )}
      </div>
      {flash.message && (
        <p className="acc-profile__note acc-profile__note--ok" role="status">
          {flash.message}
        </p>
      )}
      {!confirmed && (
        <>
          <p className="acc-profile__note">{gsm ? `Onay kodu kayıtlı numaranıza (${gsm}) gönderilir.` : 'Önce GSM numaranızı kaydedin.'}</p>
          <Button icon={<SafetyOutlined />} onClick={() => void onSend()} loading={send.isMutating} disabled={!gsm}>
            {codeSent ? 'Kodu Tekrar Gönder' : 'Onay Kodu Gönder'}
          </Button>
          {codeSent && (
            <Form<PhoneCode> form={form} layout="vertical" name="gsm-onayi" noValidate className="acc-profile__code" onFinish={(v) => void onVerify(v)}>
              <p className="acc-profile__note acc-profile__note--ok" role="status">
                {PHONE_CODE_SENT}
              </p>
              <Form.Item label="Onay Kodu" name="onayKodu" required rules={[zodRule(phoneCodeSchema, 'onayKodu')]}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="6 haneli kod" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={verify.isMutating}>
                Doğrula
              </Button>
            </Form>
          )}
        </>
      )}
      {error && (
        <p className="acc-profile__note acc-profile__note--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
