import { LockOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Col, Form, Input, Row, type FormInstance } from 'antd';
import { useState } from 'react';
import { MESSAGES, signUpFormSchema, type SignUpForm as SignUpValues } from '@skiclub/shared/schemas';
import { zodRule } from '@skiclub/shared/ui';
import { NameFields } from '../../account-fields/components/NameFields';
import { PasswordStrengthHint } from './PasswordStrengthHint';
import './SignUp.css';

/** Field names of the sign-up form (member spec §2), in screen order. */
export const SIGN_UP_FIELDS = ['ad', 'soyad', 'kullaniciAdi', 'email', 'gsm', 'sifre', 'sifreTekrar', 'sartlarOnay'] as const;

/** Terms checkbox text. */
export const TERMS_LABEL = 'Kullanım şartlarını ve KVKK aydınlatma metnini okudum, kabul ediyorum';

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /** The page's form instance, so it can clear the form or set server field errors. */
  form?: FormInstance<SignUpValues>;
  /** Called with the values once every rule passes. */
  onSubmit: (values: SignUpValues) => void;
  /** True while the two-step progress runs: the button spins and the fields are read-only. */
  submitting?: boolean;
}

const rule = (field: (typeof SIGN_UP_FIELDS)[number]) => [zodRule(signUpFormSchema, field)];

/**
 * Sign-up form of member spec §2 and §5: fields checked live (on change and on blur) with the
 * rules of the shared `signUpFormSchema`; 'Şifre Tekrar' is checked again when 'Şifre' changes;
 * a submit with errors says 'Lütfen form hatalarını düzeltiniz.'.
 */
export function SignUpForm({ form, onSubmit, submitting = false }: SignUpFormProps) {
  const [ownForm] = Form.useForm<SignUpValues>();
  const f = form ?? ownForm;
  const [showFormError, setShowFormError] = useState(false);
  const password = Form.useWatch('sifre', f);

  return (
    <Form<SignUpValues>
      form={f}
      layout="vertical"
      name="kayit"
      noValidate
      requiredMark
      validateTrigger={['onChange', 'onBlur']}
      disabled={submitting}
      onFinish={(values) => {
        setShowFormError(false);
        onSubmit(values);
      }}
      onFinishFailed={() => setShowFormError(true)}
      onFieldsChange={() => {
        if (showFormError && f.getFieldsError().every((e) => e.errors.length === 0)) setShowFormError(false);
      }}
    >
      <Row gutter={16}>
        <NameFields schema={signUpFormSchema} usernameSpan={24} />
        <Col xs={24} sm={12}>
          <Form.Item label="E-posta" name="email" required rules={rule('email')}>
            <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="GSM" name="gsm" required rules={rule('gsm')} extra="Örn. 0532 123 45 67">
            <Input prefix={<PhoneOutlined />} autoComplete="tel" inputMode="tel" maxLength={16} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Şifre" name="sifre" required rules={rule('sifre')}>
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Şifre Tekrar" name="sifreTekrar" required dependencies={['sifre']} rules={rule('sifreTekrar')}>
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <PasswordStrengthHint value={typeof password === 'string' ? password : undefined} />
        </Col>
      </Row>
      <Form.Item name="sartlarOnay" valuePropName="checked" rules={rule('sartlarOnay')}>
        <Checkbox>{TERMS_LABEL}</Checkbox>
      </Form.Item>
      {showFormError && <Alert className="acc-auth__alert" type="error" showIcon message={MESSAGES.formErrors} role="alert" />}
      <Button type="primary" htmlType="submit" block className="acc-auth__submit" loading={submitting}>
        Kayıt Ol
      </Button>
    </Form>
  );
}
