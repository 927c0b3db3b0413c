import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useApiMutation } from '@skiclub/shared/api';
import { loginResultSchema } from '@skiclub/shared/schemas';
import { sessionStore } from '@skiclub/shared/session';
import { serverFieldEntries, zodRule } from '@skiclub/shared/ui';
import { passwordChangeSchema, type PasswordChange } from '@skiclub/shared/schemas';
import { accountFailure, type AccountFailure } from '../../account-errors/accountFailure';
import { PasswordStrengthHint } from '../../sign-up/components/PasswordStrengthHint';
import { PASSWORD_CHANGE_URL, changePassword } from '../api/profile';
import { useFlash } from '../hooks/useFlash';
import { FormFeedback } from './FormFeedback';
import '../../sign-up/components/SignUp.css';

/** Shown after a changed password (clears after 3 s). */
export const PASSWORD_CHANGED = 'Şifreniz başarıyla değiştirildi.';

const FIELDS = ['mevcutSifre', 'yeniSifre', 'yeniSifreTekrar'] as const;
const rule = (field: (typeof FIELDS)[number]) => [zodRule(passwordChangeSchema, field)];

/**
 * Tab 2 of /profil (member spec §3, §5): mevcutSifre, yeniSifre, yeniSifreTekrar ('Yeni şifreler
 * eşleşmiyor.', sign-up strength rule); PUT /api/hesap/sifre-degistir. A wrong current password is
 * a field error. The change ends every older session; when the API hands this tab a
 * fresh token it is kept, so the member stays signed in here.
 */
export function ChangePasswordTab() {
  const [form] = Form.useForm<PasswordChange>();
  const flash = useFlash();
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const { trigger, isMutating } = useApiMutation(PASSWORD_CHANGE_URL, changePassword);
  const password = Form.useWatch('yeniSifre', form);

  const onFinish = async (values: PasswordChange) => {
    setFailure(null);
    flash.clear();
    try {
      const veri = await trigger(values);
      const fresh = loginResultSchema.safeParse(veri);
      if (fresh.success) sessionStore.getState().signIn(fresh.data.token, fresh.data.user, sessionStore.getState().persistence === 'local');
      form.resetFields();
      flash.show(PASSWORD_CHANGED);
    } catch (e) {
      const f = accountFailure(e);
      setFailure(f);
      form.setFields(serverFieldEntries(f.fieldErrors, FIELDS));
    }
  };

  return (
    <div className="acc-profile__pane acc-profile__pane--narrow">
      <FormFeedback success={flash.message} failure={failure} />
      <Form<PasswordChange> form={form} layout="vertical" name="sifre-degistir" noValidate validateTrigger={['onChange', 'onBlur']} onFinish={(v) => void onFinish(v)}>
        <Form.Item label="Mevcut Şifre" name="mevcutSifre" required rules={rule('mevcutSifre')}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="Yeni Şifre" name="yeniSifre" required rules={rule('yeniSifre')}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Yeni Şifre Tekrar" name="yeniSifreTekrar" required dependencies={['yeniSifre']} rules={rule('yeniSifreTekrar')}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <PasswordStrengthHint value={typeof password === 'string' ? password : undefined} />
        <Button type="primary" htmlType="submit" className="acc-profile__submit" loading={isMutating}>
          Şifreyi Değiştir
        </Button>
      </Form>
    </div>
  );
}
