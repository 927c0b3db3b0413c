import { Button, Card, Checkbox, Col, Form, Input, Radio, Row, type FormRule } from 'antd';
import { useState } from 'react';
import { normalizePhone, PaymentCardFields } from '@skiclub/shared/payment';
import { billingAddressSchema, ORDER_LIMITS } from '@skiclub/shared/schemas';
import { FormSelect, zodRule } from '@skiclub/shared/ui';
import { useCityOptions } from '../api/cities';
import { NOTES_MAX, PAYMENT_METHODS, type CheckoutValues } from '../hooks/checkoutRules';
import { DISTANCE_SALES_CONTRACT, PRELIMINARY_INFORMATION_FORM, type LegalText } from './legalTexts';
import { LegalTextModal } from './LegalTextModal';
import './checkout.css';

/** Labels of the billing fields (member spec §3 Billing form). */
export const BILLING_LABELS = {
  ad: 'Ad',
  soyad: 'Soyad',
  email: 'E-posta',
  telefon: 'Telefon',
  adres: 'Adres',
  sehir: 'Şehir',
  postaKodu: 'Posta Kodu (isteğe bağlı)',
  notlar: 'Sipariş Notu (isteğe bağlı)',
} as const;

const billing = (field: keyof typeof billingAddressSchema.shape): FormRule[] => [zodRule(billingAddressSchema, field)];
const consentRule: FormRule = { validator: async (_r, v: unknown) => (v === true ? undefined : Promise.reject(new Error(''))) };

type Consent = 'mesafeliSatis' | 'onBilgilendirme';
const CONSENTS: { name: Consent; text: LegalText; suffix: string }[] = [
  { name: 'mesafeliSatis', text: DISTANCE_SALES_CONTRACT, suffix: "'ni okudum ve kabul ediyorum." },
  { name: 'onBilgilendirme', text: PRELIMINARY_INFORMATION_FORM, suffix: "'nu okudum ve bilgilendirildim." },
];

/**
 * The fields of /odeme (member spec §2, §3, §5 Checkout) inside the caller's antd Form: billing
 * address (ad, soyad, email, telefon, adres, sehir, optional postaKodu), payment method (card
 * only), the card (CardHolderName, Pan in groups of 4 with digits only up to 19, Expiry MMYY and
 * Cvv2 digits only up to 4), an optional note and the two consents, each opening its text.
 * Messages come from the shared schemas, verbatim.
 */
export function CheckoutFields({ disabled = false }: { disabled?: boolean }) {
  const cities = useCityOptions();
  const form = Form.useFormInstance<CheckoutValues>();
  const [reading, setReading] = useState<Consent | null>(null);
  const open = CONSENTS.find((c) => c.name === reading) ?? null;
  return (
    <div className="chk-checkout__fields">
      <Card title="Fatura Adresi" className="chk-checkout__card">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={BILLING_LABELS.ad} name="ad" required rules={billing('ad')}>
              <Input autoComplete="given-name" maxLength={ORDER_LIMITS.ad} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={BILLING_LABELS.soyad} name="soyad" required rules={billing('soyad')}>
              <Input autoComplete="family-name" maxLength={ORDER_LIMITS.soyad} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={BILLING_LABELS.email} name="email" required rules={billing('email')}>
              <Input type="email" autoComplete="email" maxLength={ORDER_LIMITS.email} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={BILLING_LABELS.telefon} name="telefon" required rules={billing('telefon')} normalize={normalizePhone}>
              <Input type="tel" autoComplete="tel-national" inputMode="numeric" placeholder="05XXXXXXXXX" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={BILLING_LABELS.adres} name="adres" required rules={billing('adres')}>
              <Input.TextArea autoComplete="street-address" rows={3} maxLength={ORDER_LIMITS.adres} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={BILLING_LABELS.sehir} name="sehir" required rules={billing('sehir')}>
              <FormSelect
                showSearch
                allowClear
                placeholder="Şehir seçin"
                options={cities.options}
                loading={cities.loading}
                notFoundContent={cities.error}
                optionFilterProp="label"
                onBlur={() => void form.validateFields(['sehir']).catch(() => undefined)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={BILLING_LABELS.postaKodu} name="postaKodu" rules={billing('postaKodu')}>
              <Input autoComplete="postal-code" inputMode="numeric" maxLength={ORDER_LIMITS.postaKodu} />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="Ödeme Yöntemi" className="chk-checkout__card">
        <Form.Item name="odemeYontemi" noStyle>
          <Radio.Group options={PAYMENT_METHODS.map((m) => ({ value: m.value, label: m.label }))} />
        </Form.Item>
        <div className="chk-checkout__card-fields">
          <PaymentCardFields />
        </div>
      </Card>

      <Card title="Onaylar" className="chk-checkout__card">
        <Form.Item label={BILLING_LABELS.notlar} name="notlar">
          <Input.TextArea rows={2} maxLength={NOTES_MAX} showCount />
        </Form.Item>
        {CONSENTS.map((c) => (
          <Form.Item key={c.name} name={c.name} valuePropName="checked" rules={[consentRule]} help="" className="chk-checkout__consent">
            <Checkbox disabled={disabled}>
              <Button
                type="link"
                className="chk-checkout__legal-link"
                onClick={(e) => {
                  // Opens the text without ticking the box.
                  e.preventDefault();
                  setReading(c.name);
                }}
              >
                {c.text.title}
              </Button>
              {c.suffix}
            </Checkbox>
          </Form.Item>
        ))}
      </Card>

      <LegalTextModal
        text={open?.text ?? null}
        onClose={() => setReading(null)}
        onAccept={() => {
          if (reading) form.setFieldValue(reading, true);
          setReading(null);
        }}
      />
    </div>
  );
}
