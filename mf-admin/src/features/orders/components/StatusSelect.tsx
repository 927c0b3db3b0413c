import { Button, Checkbox, DatePicker, Popover, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dayjs } from '@skiclub/shared/format';
import { ADMIN_ORDER_STATUS, adminOrderStatusText, type AdminOrderRow } from '@skiclub/shared/schemas/admin';
import { SHOWN_DAY } from '../../crud/components/dayText';

/** The six statuses of admin spec §4 as select options (value 1-6). */
export const STATUS_OPTIONS = Object.entries(ADMIN_ORDER_STATUS).map(([value, label]) => ({ value: Number(value), label }));

/** What the popover saves: the chosen status with the payment flag and date (ISO or null). */
export interface StatusChoice {
  siparisDurumu: number;
  odemeDurumu: boolean;
  odemeTarihi: string | null;
}

/**
 * The status cell of the orders table (admin spec §2, §4): a select with every status (no
 * transition limit on the client). Choosing one opens a small popover with the payment flag
 * ('Ödendi') and date, preset from the row (paid without a date: today), and Kaydet / Vazgeç;
 * Kaydet calls `onSave`, Vazgeç puts the select back.
 * @param onSave saves the choice; the table reloads after it, whatever the outcome
 */
export function StatusSelect({ row, saving, onSave }: { row: AdminOrderRow; saving: boolean; onSave: (choice: StatusChoice) => void }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [paid, setPaid] = useState(row.odemeDurumu);
  const [paidOn, setPaidOn] = useState<Dayjs | null>(row.odemeTarihi ? dayjs(row.odemeTarihi) : null);

  const choose = (status: number) => {
    setChosen(status);
    setPaid(row.odemeDurumu);
    setPaidOn(row.odemeTarihi ? dayjs(row.odemeTarihi) : null);
  };
  const close = () => setChosen(null);
  const save = () => {
    if (chosen === null) return;
    onSave({ siparisDurumu: chosen, odemeDurumu: paid, odemeTarihi: paid ? (paidOn ?? dayjs()).toISOString() : null });
    setChosen(null);
  };

  const label = `${row.siparisNo} durumu`;
  const content = (
    <Space direction="vertical" size="small" style={{ minWidth: 220 }} aria-label={`${label} güncelle`} role="group">
      <Checkbox checked={paid} onChange={(e) => setPaid(e.target.checked)}>
        Ödendi
      </Checkbox>
      {paid && (
        <DatePicker
          aria-label="Ödeme Tarihi"
          format={SHOWN_DAY}
          placeholder="Ödeme Tarihi"
          value={paidOn}
          onChange={(d) => setPaidOn(d)}
          style={{ width: '100%' }}
        />
      )}
      <Space>
        <Button size="small" onClick={close}>
          Vazgeç
        </Button>
        <Button size="small" type="primary" onClick={save}>
          Kaydet
        </Button>
      </Space>
    </Space>
  );

  return (
    <Popover
      open={chosen !== null}
      trigger={[]}
      placement="bottom"
      title={chosen !== null ? <Typography.Text>Durum: {adminOrderStatusText(chosen)}</Typography.Text> : null}
      content={content}
      onOpenChange={(open) => !open && close()}
    >
      <Select
        aria-label={label}
        size="small"
        style={{ width: 160 }}
        value={chosen ?? row.siparisDurumu}
        loading={saving}
        disabled={saving}
        options={STATUS_OPTIONS.some((o) => o.value === row.siparisDurumu) ? STATUS_OPTIONS : [...STATUS_OPTIONS, { value: row.siparisDurumu, label: adminOrderStatusText(row.siparisDurumu) }]}
        onChange={(v: number) => choose(v)}
      />
    </Popover>
  );
}
