import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, type FormInstance } from 'antd';
import { useState } from 'react';
import { MESSAGES, loginFormSchema, type LoginForm } from '@skiclub/shared/schemas';
import { zodRule } from '@skiclub/shared/ui';

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  form?: FormInstance<LoginForm>;
  /** Called with the values once both fields are filled. */
  onSubmit: (values: LoginForm) => void;
  /** True while signing in: the button spins and the fields are read-only. */
  submitting?: boolean;
}

/**
 * Sign-in form of member spec §2 and §5: 'Kullanıcı Adı veya E-posta', 'Şifre' (both required,
 * rules from the shared `loginFormSchema`) and 'Beni Hatırla'. A submit with an empty field says
 * 'Lütfen zorunlu alanları doldurun.'.
 */
export function SignInForm({ form, onSubmit, submitting = false }: SignInFormProps) {
  const [ownForm] = Form.useForm<LoginForm>();
  const f = form ?? ownForm;
  const [showRequired, setShowRequired] = useState(false);
  return (
    <Form<LoginForm>
      form={f}
      layout="vertical"
      name="giris"
      initialValues={{ beniHatirla: false }}
      validateTrigger={['onChange', 'onBlur']}
      disabled={submitting}
      onFinish={(values) => {
        setShowRequired(false);
        onSubmit(values);
      }}
      onFinishFailed={() => setShowRequired(true)}
      onFieldsChange={() => {
        if (showRequired && f.getFieldsError().every((e) => e.errors.length === 0)) setShowRequired(false);
      }}
    >
      <Form.Item label="Kullanıcı Adı veya E-posta" name="kullaniciAdiVeyaEmail" required rules={[zodRule(loginFormSchema, 'kullaniciAdiVeyaEmail')]}>
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="Şifre" name="sifre" required rules={[zodRule(loginFormSchema, 'sifre')]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="beniHatirla" valuePropName="checked">
        <Checkbox>Beni Hatırla</Checkbox>
      </Form.Item>
      {showRequired && <Alert className="acc-auth__alert" type="error" showIcon message={MESSAGES.loginRequired} role="alert" />}
      <Button type="primary" htmlType="submit" block className="acc-auth__submit" loading={submitting}>
        Giriş Yap
      </Button>
    </Form>
  );
}
