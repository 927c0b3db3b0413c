import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessageOr, isAppError } from '@skiclub/shared/errors';
import { STOCK_MESSAGES as M, STOCK_MODAL_CLOSE_MS, STOCK_NOTE_MAX, stockAddPayloadSchema, stockUpdatePayloadSchema, type StockItem, type StockVariant } from '@skiclub/shared/schemas/admin';
import { useSuccessToast, zodRule } from '@skiclub/shared/ui';
import { stockService as service, type StockOperation } from '../api/service';

/** Values of the modal's form. */
interface ChangeValues {
  varyantId?: string;
  miktar?: number | null;
  kritikSeviye?: number | null;
  aciklama?: string;
}

const FIELDS = ['varyantId', 'miktar', 'kritikSeviye', 'aciklama'] as const;

/**
 * Update (set) or add (increase) modal of admin spec §2, §4 Stock: the product and its current
 * stock read-only, the new or added quantity, the critical level and a description; for a product
 * with variants a variant select (required: its stock is the sum of its variants'). After a
 * success it shows the server's message and closes 100 ms later (`onDone`); a failure shows the
 * server's message or 'Stok işlemi gerçekleştirilirken hata oluştu.' and field errors on their fields.
 * @param target the product and the operation; null closes the modal
 * @param onDone called 100 ms after a success (the screen closes the modal and reloads)
 */
export function StockChangeModal({ target, onDone, onClose }: { target: { item: StockItem; operation: StockOperation } | null; onDone: () => void; onClose: () => void }) {
  const [form] = Form.useForm<ChangeValues>();
  const toast = useSuccessToast();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [variants, setVariants] = useState<StockVariant[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const item = target?.item;
  const adding = target?.operation === 'ekle';
  const schema = adding ? stockAddPayloadSchema : stockUpdatePayloadSchema;
  const hasVariants = !!item && item.varyantSayisi > 0;
  const chosen = Form.useWatch('varyantId', form);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!item) return;
    let live = true;
    setError(null);
    setSaving(false);
    setVariants(null);
    if (item.varyantSayisi > 0) {
      service.detail(item.id).then(
        (d) => live && setVariants(d.varyantlar),
        (e: unknown) => live && setError(errorMessageOr(e, M.detailFailed)),
      );
    }
    return () => {
      live = false;
    };
  }, [item]);

  const current = hasVariants && chosen ? (variants?.find((v) => v.id === chosen)?.stokMiktari ?? 0) : (item?.stokMiktari ?? 0);

  async function submit() {
    if (!target) return;
    let values: ChangeValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const { mesaj } = await service.change(target.operation, target.item.id, {
        miktar: values.miktar ?? Number.NaN,
        kritikSeviye: values.kritikSeviye ?? Number.NaN,
        aciklama: values.aciklama?.trim() || null,
        varyantId: values.varyantId ?? null,
      });
      toast(mesaj || (adding ? M.added : M.updated));
      timer.current = setTimeout(onDone, STOCK_MODAL_CLOSE_MS);
    } catch (e) {
      setSaving(false);
      setError(errorMessageOr(e, M.operationFailed));
      if (isAppError(e)) {
        const known = Object.entries(e.fieldErrors).filter(([name]) => (FIELDS as readonly string[]).includes(name));
        form.setFields(known.map(([name, message]) => ({ name: name as (typeof FIELDS)[number], errors: [message] })));
      }
    }
  }

  return (
    <Modal
      open={target !== null}
      title={adding ? 'Stok Ekle' : 'Stok Güncelle'}
      okText={saving ? 'İşleniyor...' : adding ? 'Ekle' : 'Güncelle'}
      cancelText="Vazgeç"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert role="alert" type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="stok-islem" disabled={saving} initialValues={{ kritikSeviye: item?.kritikSeviye, aciklama: '' }}>
        <Form.Item label="Ürün">
          <Input aria-label="Ürün" value={item?.adi ?? ''} readOnly />
        </Form.Item>
        {hasVariants && (
          <Form.Item name="varyantId" label="Varyant" rules={[{ required: true, message: M.variantRequired }]}>
            <Select aria-label="Varyant" placeholder="Varyant seçin" loading={!variants} options={(variants ?? []).map((v) => ({ value: v.id, label: `${v.deger} (${v.stokMiktari})` }))} />
          </Form.Item>
        )}
        <Form.Item label="Mevcut Stok">
          <Input aria-label="Mevcut Stok" value={String(current)} readOnly />
        </Form.Item>
        <Form.Item name="miktar" label={adding ? 'Eklenecek Miktar' : 'Yeni Stok Miktarı'} required rules={[zodRule(schema, 'miktar')]}>
          <InputNumber aria-label={adding ? 'Eklenecek Miktar' : 'Yeni Stok Miktarı'} min={adding ? 1 : 0} step={1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="kritikSeviye" label="Kritik Seviye" required rules={[zodRule(schema, 'kritikSeviye')]}>
          <InputNumber aria-label="Kritik Seviye" min={0} step={1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="aciklama" label="Açıklama" rules={[zodRule(schema, 'aciklama')]}>
          <Input.TextArea aria-label="Açıklama" rows={3} maxLength={STOCK_NOTE_MAX} placeholder="Örn. Sayım düzeltmesi, yeni sevkiyat" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
