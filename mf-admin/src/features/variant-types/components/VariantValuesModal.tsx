import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Form, Input, InputNumber, Modal, Popconfirm, Space, Switch, Table, Tooltip, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOr, isAppError } from '@skiclub/shared/errors';
import { fieldErrors as zodFieldErrors } from '@skiclub/shared/schemas';
import { ADMIN_MESSAGES, COLOUR_CODE_RE, SHOP_CATALOG_MESSAGES as M, VARIANT_NAME_MAX, variantValuePayloadSchema, type VariantType, type VariantValue } from '@skiclub/shared/schemas/admin';
import { ActiveBadge, ErrorAlert, useSuccessToast, zodRule } from '@skiclub/shared/ui';
import { variantValueCalls as calls } from '../api/service';
import { ColourSwatch } from './ColourSwatch';

/** Props of {@link VariantValuesModal}. */
export interface VariantValuesModalProps {
  /** The type whose values are shown; null keeps the modal closed. */
  type: VariantType | null;
  onClose: () => void;
  /** Called after a value was added or deleted (the types list shows the values too). */
  onChanged: () => void;
}

/** Values of the add form (antd Form; degerKodu '' when no colour). */
interface ValueForm {
  degerAdi: string;
  degerKodu: string;
  siraNo: number | null;
  aktif: boolean;
}

const FIELDS = ['degerAdi', 'degerKodu', 'siraNo', 'aktif'] as const;

/** The add form's start: the next order number after the shown values, active, no colour. */
const emptyValue = (values: readonly VariantValue[]): ValueForm => ({ degerAdi: '', degerKodu: '', siraNo: values.reduce((n, v) => Math.max(n, v.siraNo), 0) + 1, aktif: true });

/**
 * The colour of a value: antd's ColorPicker (hex, no alpha) next to a text box for '#RRGGBB', both
 * bound to the same form value ('' = no colour; the picker's clear empties it).
 */
function ColourField({ value = '', onChange, id }: { value?: string; onChange?: (next: string) => void; id?: string }) {
  return (
    <Space.Compact block>
      <ColorPicker
        value={COLOUR_CODE_RE.test(value) ? value : undefined}
        format="hex"
        disabledAlpha
        allowClear
        aria-label="Renk seç"
        onChange={(color) => onChange?.(color.toHexString().toUpperCase())}
        onClear={() => onChange?.('')}
      />
      <Input id={id} value={value} maxLength={7} placeholder="#RRGGBB" autoComplete="off" onChange={(e) => onChange?.(e.target.value)} />
    </Space.Compact>
  );
}

/**
 * The values panel of the variant type screen (admin spec §2, §3, §5, §7, §8): lists the type's
 * values (order number, name, colour swatch with its code, status; 'Varyant değerleri yüklenirken
 * hata oluştu.' with 'Tekrar Dene'), adds one (degerAdi required 'Varyant değeri boş olamaz.',
 * degerKodu '#RRGGBB' from the colour picker or typed, siraNo an integer ≥ 0, aktif; 422/409 on
 * their fields, other failures 'Varyant değeri kaydedilirken hata oluştu.') and deletes one after
 * a confirm (the server's 409 when a product variant uses it, else 'Varyant değeri silinirken
 * hata oluştu.'). Needs antd's `<App>` above it.
 */
export function VariantValuesModal({ type, onClose, onChanged }: VariantValuesModalProps) {
  const toast = useSuccessToast();
  const [form] = Form.useForm<ValueForm>();
  const [values, setValues] = useState<VariantValue[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const typeId = type?.id ?? null;
  const current = useRef<string | null>(null); // answers for a type no longer shown are dropped

  const load = useCallback(async () => {
    if (!typeId) return;
    current.current = typeId;
    setLoading(true);
    setLoadError(null);
    try {
      const list = await calls.list(typeId);
      if (current.current !== typeId) return;
      setValues(list);
      form.setFieldValue('siraNo', emptyValue(list).siraNo);
    } catch (e) {
      if (current.current === typeId) setLoadError(e);
    } finally {
      if (current.current === typeId) setLoading(false);
    }
  }, [typeId, form]);

  useEffect(() => {
    setValues([]);
    setFailure(null);
    if (typeId) {
      form.resetFields();
      void load();
    } else current.current = null;
  }, [typeId, load, form]);

  async function add(input: ValueForm) {
    if (!typeId) return;
    setFailure(null);
    const parsed = variantValuePayloadSchema.safeParse({ ...input, siraNo: input.siraNo ?? undefined });
    if (!parsed.success) {
      form.setFields(Object.entries(zodFieldErrors(parsed.error)).map(([name, message]) => ({ name: name as keyof ValueForm, errors: [message] })));
      return;
    }
    const value = parsed.data;
    setSaving(true);
    try {
      await calls.add(typeId, value);
      toast(M.valueAdded);
      const list = await calls.list(typeId).catch(() => null);
      if (list && current.current === typeId) setValues(list);
      form.resetFields();
      form.setFieldsValue(emptyValue(list ?? [...values, { ...value, id: '', varyantTipiId: typeId }]));
      onChanged();
    } catch (e) {
      const errors = isAppError(e) ? e.fieldErrors : {};
      const known = Object.entries(errors).filter(([name]) => (FIELDS as readonly string[]).includes(name));
      if (known.length) form.setFields(known.map(([name, message]) => ({ name: name as keyof ValueForm, errors: [message] })));
      else setFailure(errorMessageOr(e, M.valueSaveFailed));
    } finally {
      setSaving(false);
    }
  }

  async function remove(value: VariantValue) {
    setFailure(null);
    setDeletingId(value.id);
    try {
      await calls.remove(value.id);
      toast(M.valueDeleted);
      setValues((list) => list.filter((v) => v.id !== value.id));
      onChanged();
    } catch (e) {
      setFailure(errorMessageOr(e, M.valueDeleteFailed));
    } finally {
      setDeletingId(null);
    }
  }

  const columns: TableColumnsType<VariantValue> = [
    { key: 'siraNo', dataIndex: 'siraNo', title: 'Sıra', width: 70, align: 'right' },
    { key: 'degerAdi', dataIndex: 'degerAdi', title: 'Değer' },
    { key: 'degerKodu', dataIndex: 'degerKodu', title: 'Renk', width: 140, render: (_d, v) => (v.degerKodu ? <ColourSwatch code={v.degerKodu} withCode /> : '—') },
    { key: 'aktif', dataIndex: 'aktif', title: 'Durum', width: 100, render: (_d, v) => <ActiveBadge aktif={v.aktif} /> },
    {
      key: 'actions',
      title: 'İşlemler',
      width: 80,
      align: 'center',
      render: (_d, v) => (
        <Popconfirm title={M.confirmValueDelete} okText="Sil" cancelText="Vazgeç" okButtonProps={{ danger: true }} onConfirm={() => remove(v)}>
          <Tooltip title="Sil">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${v.degerAdi} değerini sil`} loading={deletingId === v.id} />
          </Tooltip>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Modal open={!!type} title={type ? `${type.tipAdi} — Değerler` : ''} onCancel={onClose} footer={<Button onClick={onClose}>Kapat</Button>} width={720}>
      {failure && <ErrorAlert message={failure} onClose={() => setFailure(null)} />}
      {loadError ? (
        <ErrorAlert message={errorMessageOr(loadError, M.valuesFailed)} onRetry={() => void load()} />
      ) : (
        <Table<VariantValue> rowKey="id" size="small" columns={columns} dataSource={values} loading={loading} pagination={false} locale={{ emptyText: ADMIN_MESSAGES.empty }} />
      )}
      <Form<ValueForm> form={form} name="deger" layout="vertical" initialValues={emptyValue([])} onFinish={(v) => void add(v)} disabled={saving} className="adm-variant-values__form">
        <Space align="start" wrap>
          <Form.Item name="degerAdi" label="Değer Adı" required rules={[zodRule(variantValuePayloadSchema, 'degerAdi')]}>
            <Input maxLength={VARIANT_NAME_MAX} autoComplete="off" placeholder="Örn. Kırmızı" />
          </Form.Item>
          <Form.Item name="degerKodu" label="Renk Kodu" rules={[zodRule(variantValuePayloadSchema, 'degerKodu')]}>
            <ColourField />
          </Form.Item>
          <Form.Item name="siraNo" label="Sıra No" rules={[zodRule(variantValuePayloadSchema, 'siraNo')]}>
            <InputNumber min={0} precision={0} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="aktif" label="Aktif" valuePropName="checked">
            <Switch checkedChildren="Aktif" unCheckedChildren="Pasif" />
          </Form.Item>
          <Form.Item label=" ">
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={saving}>
              {saving ? ADMIN_MESSAGES.saving : 'Değer Ekle'}
            </Button>
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
