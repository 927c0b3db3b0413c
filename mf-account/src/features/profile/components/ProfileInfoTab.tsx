import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useApiMutation } from '@skiclub/shared/api';
import { sessionStore } from '@skiclub/shared/session';
import { serverFieldEntries, zodRule } from '@skiclub/shared/ui';
import { NameFields } from '../../account-fields/components/NameFields';
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@skiclub/shared/schemas';
import { accountFailure, type AccountFailure } from '../../account-errors/accountFailure';
import { PROFILE_URL, updateProfile } from '../api/profile';
import { useFlash } from '../hooks/useFlash';
import { EmailStatus } from './EmailStatus';
import { FormFeedback } from './FormFeedback';
import { PhoneConfirmation } from './PhoneConfirmation';

/** Shown after a saved profile (clears after 3 s). */
export const PROFILE_SAVED = 'Profil bilgileriniz başarıyla güncellendi.';

const FIELDS = ['ad', 'soyad', 'kullaniciAdi', 'gsm', 'biyografi'] as const;
const rule = (field: (typeof FIELDS)[number]) => [zodRule(profileUpdateSchema, field)];

/** Props of {@link ProfileInfoTab}. */
export interface ProfileInfoTabProps {
  profile: Profile;
  /** Re-reads the profile after a change. */
  onChanged: () => Promise<unknown>;
}

/**
 * Tab 1 of /profil (member spec §2, §3, §5): ad, soyad, kullaniciAdi, email (read-only, with its
 * confirmation state), gsm (with the phone confirmation), biyografi; PUT /api/hesap/profil.
 * 'Ad, Soyad, Kullanıcı Adı ve GSM alanları boş bırakılamaz!', 'GSM numarası 05 ile başlamalı ve
 * 11 haneli olmalı!'; a taken user name is put on its field; a failed save keeps what was typed.
 */
export function ProfileInfoTab({ profile, onChanged }: ProfileInfoTabProps) {
  const [form] = Form.useForm<ProfileUpdate>();
  const flash = useFlash();
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const { trigger, isMutating } = useApiMutation(PROFILE_URL, updateProfile);

  const onFinish = async (values: ProfileUpdate) => {
    setFailure(null);
    flash.clear();
    try {
      await trigger(values);
      const parsed = profileUpdateSchema.parse(values);
      // The header greets the member by name: keep the session's copy in step.
      const { token, user, persistence } = sessionStore.getState();
      if (token && user) sessionStore.getState().signIn(token, { ...user, ad: parsed.ad, soyad: parsed.soyad, kullaniciAdi: parsed.kullaniciAdi }, persistence === 'local');
      flash.show(PROFILE_SAVED);
      await onChanged();
    } catch (e) {
      const f = accountFailure(e);
      setFailure(f);
      form.setFields(serverFieldEntries(f.fieldErrors, FIELDS));
    }
  };

  return (
    <div className="acc-profile__pane">
      <FormFeedback success={flash.message} failure={failure} />
      <Form<ProfileUpdate>
        form={form}
        layout="vertical"
        name="profil"
        noValidate
        validateTrigger={['onChange', 'onBlur']}
        initialValues={{ ad: profile.ad, soyad: profile.soyad, kullaniciAdi: profile.kullaniciAdi, gsm: profile.gsm, biyografi: profile.biyografi }}
        onFinish={(v) => void onFinish(v)}
      >
        <Row gutter={16}>
          <NameFields schema={profileUpdateSchema} usernameSpan={12} />
          <Col xs={24} sm={12}>
            <Form.Item label="E-posta" htmlFor="profil_email" extra={<EmailStatus confirmed={profile.emailOnaylandi} />}>
              <Input id="profil_email" prefix={<MailOutlined />} value={profile.email} readOnly aria-readonly="true" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="GSM" name="gsm" required rules={rule('gsm')} extra={profile.gsmOnaylandi ? 'Onaylı numara. Değiştirirseniz yeniden onaylamanız gerekir.' : 'Örn. 05321234567'}>
              <Input prefix={<PhoneOutlined />} autoComplete="tel" inputMode="tel" maxLength={16} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="Biyografi" name="biyografi" rules={rule('biyografi')}>
              <Input.TextArea rows={4} maxLength={500} showCount placeholder="Kendinizden kısaca bahsedin" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" className="acc-profile__submit" loading={isMutating}>
          Bilgileri Kaydet
        </Button>
      </Form>
      {/* Its own form, so it sits after (never inside) the profile form. */}
      <PhoneConfirmation gsm={profile.gsm} confirmed={profile.gsmOnaylandi} onConfirmed={onChanged} />
    </div>
  );
}
