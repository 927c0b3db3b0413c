import { FacebookFilled, InstagramFilled, LinkedinFilled, TwitterOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useApiMutation } from '@skiclub/shared/api';
import { serverFieldEntries, zodRule } from '@skiclub/shared/ui';
import { socialMediaSchema, type Profile, type SocialMedia } from '@skiclub/shared/schemas';
import { accountFailure, type AccountFailure } from '../../account-errors/accountFailure';
import { SOCIAL_MEDIA_URL, updateSocialMedia } from '../api/profile';
import { useFlash } from '../hooks/useFlash';
import { FormFeedback } from './FormFeedback';

/** Shown after saved links (clears after 3 s). */
export const SOCIAL_SAVED = 'Sosyal medya bağlantılarınız güncellendi.';

const FIELDS = [
  { name: 'facebook', label: 'Facebook', icon: <FacebookFilled />, placeholder: 'https://facebook.com/kullaniciadi' },
  { name: 'twitter', label: 'Twitter', icon: <TwitterOutlined />, placeholder: 'https://twitter.com/kullaniciadi' },
  { name: 'instagram', label: 'Instagram', icon: <InstagramFilled />, placeholder: 'https://instagram.com/kullaniciadi' },
  { name: 'linkedin', label: 'LinkedIn', icon: <LinkedinFilled />, placeholder: 'https://linkedin.com/in/kullaniciadi' },
] as const;
const NAMES = FIELDS.map((f) => f.name);

/** Props of {@link SocialMediaTab}. */
export interface SocialMediaTabProps {
  profile: Profile;
  onChanged: () => Promise<unknown>;
}

/**
 * Tab 3 of /profil (member spec §3): facebook, twitter, instagram, linkedin, each empty
 * or a valid https address; PUT /api/hesap/sosyal-medya. A failed save keeps what was typed.
 */
export function SocialMediaTab({ profile, onChanged }: SocialMediaTabProps) {
  const [form] = Form.useForm<SocialMedia>();
  const flash = useFlash();
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const { trigger, isMutating } = useApiMutation(SOCIAL_MEDIA_URL, updateSocialMedia);

  const onFinish = async (values: SocialMedia) => {
    setFailure(null);
    flash.clear();
    try {
      await trigger(values);
      flash.show(SOCIAL_SAVED);
      await onChanged();
    } catch (e) {
      const f = accountFailure(e);
      setFailure(f);
      form.setFields(serverFieldEntries(f.fieldErrors, NAMES));
    }
  };

  return (
    <div className="acc-profile__pane acc-profile__pane--narrow">
      <FormFeedback success={flash.message} failure={failure} />
      <Form<SocialMedia>
        form={form}
        layout="vertical"
        name="sosyal-medya"
        noValidate
        validateTrigger={['onChange', 'onBlur']}
        initialValues={{ ...profile.sosyalMedya }}
        onFinish={(v) => void onFinish(v)}
      >
        {FIELDS.map((f) => (
          <Form.Item key={f.name} label={f.label} name={f.name} rules={[zodRule(socialMediaSchema, f.name)]}>
            <Input prefix={f.icon} inputMode="url" placeholder={f.placeholder} maxLength={300} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" className="acc-profile__submit" loading={isMutating}>
          Bağlantıları Kaydet
        </Button>
      </Form>
    </div>
  );
}
