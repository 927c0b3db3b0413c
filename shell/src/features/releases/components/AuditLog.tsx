import { Button, DatePicker, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { ErrorAlert } from '@skiclub/shared/ui';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditRecord } from '@skiclub/shared/releases';
import { useAuditLog, type AuditFilters } from '../api/releases';
import { AUDIT_ACTION_LABELS, formatDateTime } from '../format';

const ACTION_COLORS: Partial<Record<AuditAction, string>> = {
  switch: 'blue',
  rollback: 'orange',
  'auto-rollback': 'red',
  refuse: 'red',
  'verify-fail': 'red',
  'canary-start': 'gold',
  'canary-stop': 'default',
  publish: 'green',
  'deploy-key-create': 'cyan',
  'deploy-key-revoke': 'volcano',
  'deploy-key-use': 'geekblue',
};

const COLUMNS: TableColumnsType<AuditRecord> = [
  { key: 'at', title: 'Zaman', render: (_, r) => formatDateTime(r.at), width: 150 },
  { key: 'who', title: 'Kim', dataIndex: 'who' },
  { key: 'action', title: 'İşlem', render: (_, r) => <Tag color={ACTION_COLORS[r.action]}>{AUDIT_ACTION_LABELS[r.action]}</Tag> },
  { key: 'remote', title: 'Uzak modül', dataIndex: 'remote' },
  { key: 'change', title: 'Sürüm', render: (_, r) => `${r.from ?? '—'} → ${r.to ?? '—'}` },
  {
    key: 'reason',
    title: 'Gerekçe',
    render: (_, r) => (
      <>
        {r.reason ?? '—'}
        {r.reasons && r.reasons.length > 0 && (
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
            {r.reasons.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </>
    ),
  },
];

interface FilterValues {
  remote?: string;
  action?: string;
  who?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/**
 * The audit log (who, when, remote, from, to, reason), newest first as the API sends
 * it, filtered by remote, action, who and a date range, one page at a time.
 * @param remotes remote names offered in the filter
 */
export function AuditLog({ remotes }: { remotes: readonly string[] }) {
  const [form] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<AuditFilters>({ sayfa: 1, boyut: AUDIT_PAGE_SIZE });
  const { data, error, isLoading, mutate } = useAuditLog(filters);

  function apply(v: FilterValues) {
    const [from, to] = v.dates ?? [null, null];
    setFilters((f) => ({
      remote: v.remote || undefined,
      action: v.action || undefined,
      who: v.who?.trim() || undefined,
      baslangic: from ? from.format('YYYY-MM-DD') : undefined,
      bitis: to ? to.format('YYYY-MM-DD') : undefined,
      sayfa: 1,
      boyut: f.boyut,
    }));
  }

  return (
    <section aria-label="Denetim kaydı">
      <Form form={form} layout="inline" onFinish={apply} style={{ marginBottom: 16, rowGap: 8 }} aria-label="Denetim kaydı süzgeci">
        <Form.Item name="remote" label="Uzak modül">
          <Select allowClear style={{ width: 150 }} placeholder="Tümü" options={remotes.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
        <Form.Item name="action" label="İşlem">
          <Select
            allowClear
            style={{ width: 200 }}
            placeholder="Tümü"
            options={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="who" label="Kim">
          <Input style={{ width: 150 }} placeholder="Kullanıcı adı" allowClear />
        </Form.Item>
        <Form.Item name="dates" label="Tarih aralığı">
          <DatePicker.RangePicker format="DD.MM.YYYY" placeholder={['Başlangıç', 'Bitiş']} allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              Filtrele
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                apply({});
              }}
            >
              Temizle
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {error && <ErrorAlert message={error.message} onRetry={() => void mutate()} />}
      <Table<AuditRecord>
        size="small"
        rowKey={(r) => `${r.at}|${r.action}|${r.remote}|${r.to ?? ''}`}
        columns={COLUMNS}
        dataSource={data?.kayitlar ?? []}
        loading={isLoading}
        scroll={{ x: true }}
        locale={{ emptyText: 'Kayıt bulunamadı.' }}
        pagination={{
          current: filters.sayfa,
          pageSize: filters.boyut,
          total: data?.toplam ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => `Toplam ${total} kayıt`,
          onChange: (sayfa, boyut) => setFilters((f) => ({ ...f, sayfa: boyut === f.boyut ? sayfa : 1, boyut })),
        }}
      />
    </section>
  );
}
