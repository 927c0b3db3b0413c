import { Checkbox, Col, Form, Input, Modal, Row } from 'antd';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { failureMessage, isAppError } from '@skiclub/shared/errors';
import { normalizePhone } from '@skiclub/shared/payment';
import { deliveryAddressSchema, invoiceAddressSchema, ORDER_COUNTRY, ORDER_LIMITS, parseOrderAddress, type Order, type OrderUpdatePayload } from '@skiclub/shared/schemas';
import { ErrorAlert, fieldPathOf, FormSelect, zodPathRule } from '@skiclub/shared/ui';
import { useCityOptions, type CityOptions } from '../../checkout/api/cities';
import '../../orders/components/orders.css';

/** The address fields of the edit form. */
interface AddressFields {
  ad: string;
  soyad: string;
  telefon: string;
  adres: string;
  sehir: string;
  postaKodu: string;
  email?: string;
}

/** Values of the edit form: delivery address, invoice address (or 'same'), notes. */
export interface OrderEditValues {
  teslimat: AddressFields;
  ayniFatura: boolean;
  fatura: AddressFields;
  notlar: string;
}

const PLAIN: (keyof AddressFields)[] = ['ad', 'soyad', 'telefon', 'adres', 'sehir', 'postaKodu'];

/** The edit form's starting values from the order's JSON-text addresses. */
export function editValuesOf(order: Order): OrderEditValues {
  const t = parseOrderAddress(order.teslimatAdresi);
  const f = parseOrderAddress(order.faturaAdresi);
  const fields = (a: ReturnType<typeof parseOrderAddress>): AddressFields => ({
    ad: a?.ad ?? '',
    soyad: a?.soyad ?? '',
    telefon: a?.telefon ?? '',
    adres: a?.adres ?? '',
    sehir: a?.sehir ?? '',
    postaKodu: a?.postaKodu ?? '',
    email: a?.email ?? '',
  });
  const teslimat = fields(t);
  const fatura = fields(f);
  const same = PLAIN.every((k) => teslimat[k] === fatura[k]);
  return { teslimat, ayniFatura: same, fatura, notlar: order.notlar ?? '' };
}

/**
 * PUT /api/siparis/{id} body from the edit form: both addresses as JSON text (adSoyad and ulke
 * added; the invoice address keeps its e-mail and, when 'same' is ticked, copies the delivery
 * address) and the notes.
 */
export function editPayloadOf(values: OrderEditValues): OrderUpdatePayload {
  const trim = (a: AddressFields) => Object.fromEntries(PLAIN.map((k) => [k, (a[k] ?? '').trim()])) as Record<(typeof PLAIN)[number], string>;
  const t = trim(values.teslimat);
  const f = values.ayniFatura ? t : trim(values.fatura);
  const delivery = { ...t, adSoyad: `${t.ad} ${t.soyad}`, ulke: ORDER_COUNTRY };
  const invoice = { ...f, adSoyad: `${f.ad} ${f.soyad}`, ulke: ORDER_COUNTRY, email: (values.fatura.email ?? '').trim() };
  const notlar = values.notlar.trim();
  return { teslimatAdresi: JSON.stringify(delivery), faturaAdresi: JSON.stringify(invoice), notlar: notlar || null };
}

/** Props of {@link OrderEditModal}. */
export interface OrderEditModalProps {
  /** The order being edited; the modal is open while it is set. */
  order: Order | null;
  onClose: () => void;
  /** Sends the change; resolves with the updated order, rejects with the AppError. */
  onSave: (payload: OrderUpdatePayload) => Promise<unknown>;
}

/** The whole edit form checked with the shared address schemas (field paths 'teslimat.ad' …). */
const editFormSchema = z.object({ teslimat: deliveryAddressSchema, fatura: invoiceAddressSchema });

/** One address of the edit form; `emailOnly` keeps just the invoice e-mail (address copied). */
function AddressBlock({ prefix, withEmail, emailOnly = false, cities }: { prefix: 'teslimat' | 'fatura'; withEmail: boolean; emailOnly?: boolean; cities: CityOptions }) {
  const rule = (field: string) => [zodPathRule(editFormSchema, [prefix, field])];
  const name = (field: string) => [prefix, field];
  if (emailOnly) {
    return (
      <Form.Item label="E-posta" name={name('email')} required rules={rule('email')}>
        <Input type="email" maxLength={ORDER_LIMITS.email} />
      </Form.Item>
    );
  }
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item label="Ad" name={name('ad')} required rules={rule('ad')}>
          <Input maxLength={ORDER_LIMITS.ad} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label="Soyad" name={name('soyad')} required rules={rule('soyad')}>
          <Input maxLength={ORDER_LIMITS.soyad} />
        </Form.Item>
      </Col>
      {withEmail && (
        <Col xs={24} sm={12}>
          <Form.Item label="E-posta" name={name('email')} required rules={rule('email')}>
            <Input type="email" maxLength={ORDER_LIMITS.email} />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} sm={12}>
        <Form.Item label="Telefon" name={name('telefon')} required rules={rule('telefon')} normalize={normalizePhone}>
          <Input type="tel" inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label="Adres" name={name('adres')} required rules={rule('adres')}>
          <Input.TextArea rows={2} maxLength={ORDER_LIMITS.adres} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label="Şehir" name={name('sehir')} required rules={rule('sehir')}>
          <FormSelect showSearch options={cities.options} loading={cities.loading} notFoundContent={cities.error} optionFilterProp="label" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label="Posta Kodu" name={name('postaKodu')} rules={rule('postaKodu')}>
          <Input maxLength={ORDER_LIMITS.postaKodu} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * 'Siparişi Düzenle' of /siparis/:noOrId (member spec §2, §3): delivery and invoice addresses
 * (the invoice one may copy the delivery one) and the note, checked with the shared address
 * schemas; saving calls `onSave`. A refusal ('Bu sipariş artık değiştirilemez.', 'Sipariş
 * güncellenirken hata oluştu' …) stays in the modal with every value kept; field errors of the
 * API ('teslimatAdresi.sehir' …) go under their fields.
 */
export function OrderEditModal({ order, onClose, onSave }: OrderEditModalProps) {
  const [form] = Form.useForm<OrderEditValues>();
  // The cities are read when the modal first opens (it is rendered, closed, with the detail page).
  const cities = useCityOptions(!!order);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; fieldErrors: Record<string, string> } | null>(null);
  const same = Form.useWatch('ayniFatura', form);

  useEffect(() => {
    if (order) {
      setError(null);
      form.setFieldsValue(editValuesOf(order));
    }
  }, [order, form]);

  const save = async () => {
    let values: OrderEditValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    values = { ...values, fatura: { ...values.fatura, ...(values.ayniFatura ? pickPlain(values.teslimat) : {}) } };
    setSaving(true);
    setError(null);
    try {
      await onSave(editPayloadOf(values));
    } catch (e) {
      const fieldErrors = isAppError(e) ? e.fieldErrors : {};
      // 'teslimatAdresi.sehir' → ['teslimat', 'sehir'] when the form has that field.
      const onForm = Object.entries(fieldErrors)
        .map(([key, message]) => ({ path: fieldPathOf(key.replace(/^teslimatAdresi\./, 'teslimat.').replace(/^faturaAdresi\./, 'fatura.')), message }))
        .filter((f): f is { path: ['teslimat' | 'fatura', keyof AddressFields]; message: string } =>
          f.path.length === 2 && (f.path[0] === 'teslimat' || f.path[0] === 'fatura') && [...PLAIN, 'email'].includes(f.path[1] as keyof AddressFields),
        );
      if (onForm.length) form.setFields(onForm.map((f) => ({ name: f.path, errors: [f.message] })));
      setError({ message: failureMessage(e, 'orderUpdate'), fieldErrors: onForm.length ? {} : fieldErrors });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!order}
      title={order ? `Siparişi Düzenle: ${order.siparisNo}` : 'Siparişi Düzenle'}
      onCancel={saving ? undefined : onClose}
      onOk={() => void save()}
      okText="Kaydet"
      cancelText="Vazgeç"
      confirmLoading={saving}
      maskClosable={false}
      width={720}
      forceRender
      className="chk-order-edit"
    >
      {error && (
        <div className="chk-page__alert">
          <ErrorAlert message={error.message} fieldErrors={error.fieldErrors} onClose={() => setError(null)} />
        </div>
      )}
      <Form<OrderEditValues> form={form} layout="vertical" name="siparisDuzenle" noValidate validateTrigger="onBlur" disabled={saving}>
        <h3 className="chk-order-edit__heading">Teslimat Adresi</h3>
        <AddressBlock prefix="teslimat" withEmail={false} cities={cities} />
        <h3 className="chk-order-edit__heading">Fatura Adresi</h3>
        <Form.Item name="ayniFatura" valuePropName="checked">
          <Checkbox>Fatura adresi teslimat adresiyle aynı</Checkbox>
        </Form.Item>
        <AddressBlock prefix="fatura" withEmail emailOnly={same === true} cities={cities} />
        <Form.Item label="Sipariş Notu" name="notlar" rules={[{ max: ORDER_LIMITS.notlar, message: `Notlar en fazla ${ORDER_LIMITS.notlar} karakter olabilir.` }]}>
          <Input.TextArea rows={3} maxLength={ORDER_LIMITS.notlar} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function pickPlain(a: AddressFields): Partial<AddressFields> {
  return Object.fromEntries(PLAIN.map((k) => [k, a[k]]));
}
