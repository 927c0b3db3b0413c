import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Alert, Button, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Table, Tooltip } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorMessageOr, isAppError } from '@skiclub/shared/errors';
import { MONEY_INPUT_PROPS, formatMoney } from '@skiclub/shared/format';
import { fieldErrors as zodFieldErrors } from '@skiclub/shared/schemas';
import { ADMIN_MESSAGES, PRODUCT_MESSAGES, variantPayloadSchema, type AdminVariant } from '@skiclub/shared/schemas/admin';
import { ActiveBadge, ErrorAlert } from '@skiclub/shared/ui';
import { productCalls as calls, type VariantTypeOption } from '../api/service';

/** Props of {@link VariantsEditor}. */
export interface VariantsEditorProps {
  urunId: string;
}

/** Values of the variant form: the payload's fields plus one value id per type (`deger_<typeId>`). */
type VariantFormValues = {
  VaryantAdi?: string;
  TLFiyati?: number | null;
  EuroFiyati?: number | null;
  UsdFiyati?: number | null;
  StokMiktari?: number | null;
  MinimumStok?: number | null;
  Aktif?: boolean;
} & Record<`deger_${string}`, string | undefined>;

const EMPTY: VariantFormValues = { VaryantAdi: '', TLFiyati: null, EuroFiyati: null, UsdFiyati: null, StokMiktari: 0, MinimumStok: 0, Aktif: true };

/**
 * Variants of one product (admin spec §2 Products, §3 Variant, §7 Variants): a table (name, TL/€/$
 * prices, stock, minimum stock, active) and an add/edit form with one value select per active
 * variant type (at most one value per type). Saving and deleting go to the API at once; a variant
 * in an order or a cart is refused by the API (409, its text shown).
 */
export function VariantsEditor({ urunId }: VariantsEditorProps) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<VariantFormValues>();
  const [rows, setRows] = useState<AdminVariant[]>([]);
  const [types, setTypes] = useState<VariantTypeOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminVariant | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    setLoadError(null);
    try {
      const [variants, typeList] = await Promise.all([calls.variants(urunId), calls.variantTypes()]);
      setRows(variants);
      setTypes(typeList);
    } catch (e) {
      setLoadError(errorMessageOr(e, PRODUCT_MESSAGES.variantsFailed));
    } finally {
      setLoading(false);
    }
  }, [urunId]);

  useEffect(() => {
    void load();
  }, [load]);

  const reset = () => {
    setEditing(null);
    setError(null);
    form.resetFields();
    form.setFieldsValue(EMPTY);
  };

  const edit = (row: AdminVariant) => {
    setEditing(row);
    setError(null);
    form.resetFields();
    const values: VariantFormValues = {
      VaryantAdi: row.varyantAdi,
      TLFiyati: row.tlFiyati,
      EuroFiyati: row.euroFiyati,
      UsdFiyati: row.usdFiyati,
      StokMiktari: row.stokMiktari,
      MinimumStok: row.minimumStok,
      Aktif: row.aktif,
    };
    for (const d of row.varyantDetaylari) values[`deger_${d.varyantTipiId}`] = d.varyantDegeriId;
    form.setFieldsValue(values);
  };

  const save = async () => {
    setError(null);
    const values = form.getFieldsValue(true) as VariantFormValues;
    const input = {
      VaryantAdi: values.VaryantAdi ?? '',
      TLFiyati: values.TLFiyati ?? undefined,
      EuroFiyati: values.EuroFiyati ?? null,
      UsdFiyati: values.UsdFiyati ?? null,
      StokMiktari: values.StokMiktari ?? undefined,
      MinimumStok: values.MinimumStok ?? 0,
      Aktif: values.Aktif ?? true,
      VaryantDetaylari: types.flatMap((t) => {
        const value = values[`deger_${t.id}`];
        return value ? [{ VaryantTipiId: t.id, VaryantDegeriId: value }] : [];
      }),
    };
    const parsed = variantPayloadSchema.safeParse(input);
    // Field errors land on their fields; the alert lists the others, or sums up (`summary`).
    const showErrors = (errors: Record<string, string>, summary: string) => {
      const known = Object.entries(errors).filter(([k]) => k in EMPTY);
      form.setFields(known.map(([name, msg]) => ({ name: name as keyof VariantFormValues, errors: [msg] })));
      const rest = Object.entries(errors).filter(([k]) => !(k in EMPTY));
      setError(rest.length ? rest.map(([, m]) => m).join(' ') : summary);
    };
    if (!parsed.success) {
      // Nothing was sent: no 'kaydedilirken hata' but the fields to correct.
      showErrors(zodFieldErrors(parsed.error), ADMIN_MESSAGES.formErrors);
      return;
    }
    setSaving(true);
    try {
      await calls.saveVariant(urunId, editing?.id ?? null, parsed.data);
      message.success(editing ? PRODUCT_MESSAGES.variantUpdated : PRODUCT_MESSAGES.variantAdded);
      reset();
      await load();
    } catch (e) {
      if (isAppError(e) && Object.keys(e.fieldErrors).length) showErrors(e.fieldErrors, PRODUCT_MESSAGES.variantSaveFailed);
      else setError(errorMessageOr(e, PRODUCT_MESSAGES.variantSaveFailed));
    } finally {
      setSaving(false);
    }
  };

  const remove = (row: AdminVariant) => {
    modal.confirm({
      title: PRODUCT_MESSAGES.confirmVariantDelete,
      okText: 'Sil',
      cancelText: 'Vazgeç',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await calls.removeVariant(row.id);
          message.success(PRODUCT_MESSAGES.variantDeleted);
          if (editing?.id === row.id) reset();
          await load();
        } catch (e) {
          setError(errorMessageOr(e, PRODUCT_MESSAGES.variantDeleteFailed));
        }
      },
    });
  };

  const money = (v: number | null, currency: string) => (v === null ? '-' : formatMoney(v, currency));

  return (
    <div className="adm-product-variants">
      {loadError && <ErrorAlert message={loadError} onRetry={() => void load()} />}
      <Table<AdminVariant>
        rowKey="id"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: 'Varyant yok.' }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'ad', title: 'Varyant', dataIndex: 'varyantAdi' },
          { key: 'tl', title: 'TL', render: (_v, r) => money(r.tlFiyati, 'TL') },
          { key: 'eur', title: '€', render: (_v, r) => money(r.euroFiyati, 'EURO') },
          { key: 'usd', title: '$', render: (_v, r) => money(r.usdFiyati, 'USD') },
          { key: 'stok', title: 'Stok', dataIndex: 'stokMiktari' },
          { key: 'min', title: 'Min. Stok', dataIndex: 'minimumStok' },
          { key: 'aktif', title: 'Durum', render: (_v, r) => <ActiveBadge aktif={r.aktif} /> },
          {
            key: 'islem',
            title: 'İşlemler',
            render: (_v, r) => (
              <Space size={0}>
                <Tooltip title="Düzenle">
                  <Button type="text" icon={<EditOutlined />} aria-label={`${r.varyantAdi} varyantını düzenle`} onClick={() => edit(r)} />
                </Tooltip>
                <Tooltip title="Sil">
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${r.varyantAdi} varyantını sil`} onClick={() => remove(r)} />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
      {/* component={false}: this form sits inside the product form, and forms must not nest. */}
      <Form<VariantFormValues> form={form} name="varyant" component={false} layout="vertical" initialValues={EMPTY} disabled={saving}>
        <Row gutter={12} className="adm-product-variants__form">
          <Col xs={24} md={8}>
            <Form.Item name="VaryantAdi" label="Varyant Adı" required>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={8} md={5}>
            <Form.Item name="TLFiyati" label="TL Fiyatı" required>
              <InputNumber {...MONEY_INPUT_PROPS} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={8} md={5}>
            <Form.Item name="EuroFiyati" label="€ Fiyatı">
              <InputNumber {...MONEY_INPUT_PROPS} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={8} md={6}>
            <Form.Item name="UsdFiyati" label="$ Fiyatı">
              <InputNumber {...MONEY_INPUT_PROPS} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={8} md={6}>
            <Form.Item name="StokMiktari" label="Stok" required>
              <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={8} md={6}>
            <Form.Item name="MinimumStok" label="Minimum Stok">
              <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={8} md={4}>
            <Form.Item name="Aktif" label="Aktif" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          {types.map((t) => (
            <Col xs={12} md={8} key={t.id}>
              <Form.Item name={`deger_${t.id}`} label={t.tipAdi}>
                <Select
                  allowClear
                  aria-label={t.tipAdi}
                  placeholder={`${t.tipAdi} seçin`}
                  options={t.varyantDegerleri.filter((v) => v.aktif !== false).map((v) => ({ value: v.id, label: v.degerAdi }))}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        {error && <Alert type="error" showIcon message={error} className="adm-product-variants__error" />}
        <Space>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {editing ? 'Varyantı Güncelle' : 'Varyant Ekle'}
          </Button>
          {editing && <Button onClick={reset}>Vazgeç</Button>}
        </Space>
      </Form>
    </div>
  );
}
