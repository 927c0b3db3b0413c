import { CreditCardOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { zodRule } from '@skiclub/shared/ui';
import { formatPan, normalizeCvv, normalizeExpiry, normalizePan, paymentCardSchema, type PaymentCard, type PaymentCardInput } from './card';
import './payment.css';

/** Labels of the card fields (member spec §2, §3). */
export const CARD_LABELS = {
  CardHolderName: 'Kart Üzerindeki İsim',
  Pan: 'Kart Numarası',
  Expiry: 'Son Kullanma (AAYY)',
  Cvv2: 'CVV',
} as const;

/** Note under the card fields: where the card goes. */
export const CARD_SAFETY_NOTE = 'Kart bilgileriniz sitemize kaydedilmez; yalnızca bankanın 3D Secure ödeme sayfasına iletilir.';

/** Props of {@link PaymentCardForm}. */
export interface PaymentCardFormProps {
  /** The caller's form instance (to reset it or read it), else the form makes its own. */
  form?: FormInstance<PaymentCardInput>;
  /** Called with the checked card (Pan digits only) once every rule passes. */
  onSubmit: (card: PaymentCard) => void;
  /** True while the payment starts: the button spins and the fields are read-only. */
  submitting?: boolean;
  /** Text of the submit button (default 'Ödemeyi Tamamla'). */
  submitText?: ReactNode;
  /** Shown between the fields and the button (amount, consents …). */
  children?: ReactNode;
}

const rule = (field: keyof PaymentCardInput) => [zodRule(paymentCardSchema, field)];

/**
 * The card form (member spec §2 /kamplarim, §5 checkout rules): CardHolderName, Pan (shown in
 * groups of 4, digits only, at most 19), Expiry MMYY and Cvv2 (digits only, at most 4), with the
 * browser's card autofill (cc-name, cc-number, cc-exp, cc-csc) and a numeric keypad on phones.
 * Messages come from the shared `paymentCardSchema`. The card is handed to `onSubmit` only; the
 * form never sends it anywhere itself.
 */
export function PaymentCardForm({ form, onSubmit, submitting = false, submitText = 'Ödemeyi Tamamla', children }: PaymentCardFormProps) {
  const [ownForm] = Form.useForm<PaymentCardInput>();
  const f = form ?? ownForm;
  return (
    <Form<PaymentCardInput>
      form={f}
      className="sc-card-form"
      layout="vertical"
      name="kart"
      noValidate
      autoComplete="on"
      validateTrigger="onBlur"
      disabled={submitting}
      onValuesChange={(changed: Partial<PaymentCardInput>) => {
        // Checked on leaving a field; once a field shows an error (or is still being checked), it is checked as it is typed.
        const names = (Object.keys(changed) as (keyof PaymentCardInput)[]).filter((n) => f.getFieldError(n).length > 0 || f.isFieldValidating(n));
        if (names.length) void f.validateFields(names).catch(() => undefined);
      }}
      onFinish={(values) => {
        const card = paymentCardSchema.safeParse(values);
        if (card.success) onSubmit(card.data);
      }}
    >
      <PaymentCardFields />
      {children}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {submitText}
      </Button>
    </Form>
  );
}

/**
 * The four card fields and the safety note (member spec §3 card form, §5 checkout rules), for
 * use inside an antd Form whose values carry CardHolderName, Pan, Expiry and Cvv2: Pan shown in
 * groups of 4, digits only, at most 19; Expiry MMYY and Cvv2 digits only, at most 4 (digits
 * are picked out before the cut, so pasted text with spaces or letters loses nothing); the
 * browser's card autofill and a numeric keypad on phones. Used by {@link PaymentCardForm} and
 * the shop checkout.
 */
export function PaymentCardFields() {
  return (
    <>
      <Form.Item label={CARD_LABELS.CardHolderName} name="CardHolderName" required rules={rule('CardHolderName')}>
        <Input prefix={<UserOutlined />} autoComplete="cc-name" autoCapitalize="characters" spellCheck={false} maxLength={60} />
      </Form.Item>
      <Form.Item
        label={CARD_LABELS.Pan}
        name="Pan"
        required
        rules={rule('Pan')}
        normalize={normalizePan}
        getValueProps={(v: unknown) => ({ value: formatPan(String(v ?? '')) })}
      >
        <Input prefix={<CreditCardOutlined />} autoComplete="cc-number" inputMode="numeric" placeholder="0000 0000 0000 0000" />
      </Form.Item>
      {/* Expiry and CVV side by side; the grid keeps both boxes on one line even when a label wraps. */}
      <div className="sc-card-form__pair">
        <Form.Item label={CARD_LABELS.Expiry} name="Expiry" required rules={rule('Expiry')} normalize={(v: unknown) => normalizeExpiry(String(v ?? ''))}>
          <Input autoComplete="cc-exp" inputMode="numeric" placeholder="AAYY" />
        </Form.Item>
        <Form.Item label={CARD_LABELS.Cvv2} name="Cvv2" required rules={rule('Cvv2')} normalize={normalizeCvv}>
          <Input autoComplete="cc-csc" inputMode="numeric" placeholder="000" />
        </Form.Item>
      </div>
      <p className="sc-card-form__note">
        <LockOutlined aria-hidden="true" /> {CARD_SAFETY_NOTE}
      </p>
    </>
  );
}
