import { Alert, App, Button, DatePicker, Form, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@skiclub/shared/format';
import type { AppError } from '@skiclub/shared/errors';
import { ErrorAlert, serverFieldEntries, zodRule } from '@skiclub/shared/ui';
import {
  DEPLOY_KEY_HEADER,
  deployKeyPayloadSchema,
  REMOTE_DISPLAY_NAMES,
  REMOTE_NAMES,
  type DeployKeyCreated,
  type DeployKeyInfo,
  type DeployKeyState,
  type RemoteName,
} from '@skiclub/shared/releases';
import { createDeployKey, revokeDeployKey, useDeployKeys } from '../api/deployKeys';
import { formatDateTime } from '../format';

/** Title of the section (also the table's accessible name). */
export const DEPLOY_KEYS_TITLE = 'Dağıtım anahtarları';
/** The warning beside a new key's secret. */
export const SECRET_ONCE_WARNING = 'Bu anahtar bir daha gösterilmeyecek. Şimdi kopyalayıp CI sırrı olarak saklayın; kaybolursa iptal edip yenisini oluşturun.';

const STATE_TAGS: Readonly<Record<DeployKeyState, { color: string; label: string }>> = {
  aktif: { color: 'green', label: 'Etkin' },
  iptal: { color: 'red', label: 'İptal edildi' },
  'suresi-doldu': { color: 'default', label: 'Süresi doldu' },
};

interface Values {
  remote: RemoteName | undefined;
  etiket: string;
  sonKullanma: Dayjs | null;
}

const FORM_FIELDS = ['remote', 'etiket', 'sonKullanma'] as const;

/** The secret of a key just created, with a copy button and the warning that it is shown once. */
function NewSecret({ created, onDismiss }: { created: DeployKeyCreated; onDismiss: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.anahtar);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={`${REMOTE_DISPLAY_NAMES[created.remote]} (${created.remote}) için "${created.etiket}" anahtarı oluşturuldu`}
      description={
        <>
          <p>{SECRET_ONCE_WARNING}</p>
          <Space wrap>
            <Typography.Text code aria-label="Yeni dağıtım anahtarı" data-testid="deploy-key-secret" style={{ wordBreak: 'break-all' }}>
              {created.anahtar}
            </Typography.Text>
            <Button size="small" onClick={() => void copy()}>
              Kopyala
            </Button>
            <Button size="small" onClick={onDismiss}>
              Kopyaladım, kapat
            </Button>
          </Space>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            Kullanım (CI adımı, anahtar <Typography.Text code>SKICLUB_DEPLOY_KEY</Typography.Text> sırrında):{' '}
            <Typography.Text code>{`node deploy/release/src/cli.mjs publish --url ${window.location.origin} mf-${created.remote}/dist`}</Typography.Text>
          </Typography.Paragraph>
          <div role="status" aria-live="polite">
            {copied === 'yes' && 'Anahtar panoya kopyalandı.'}
            {copied === 'failed' && 'Panoya kopyalanamadı; anahtarı seçip elle kopyalayın.'}
          </div>
        </>
      }
    />
  );
}

/**
 * The deploy keys of the release console: the list (remote, label, created, expiry, last use,
 * state) with revoke behind a confirmation, and the form that creates one for a remote. A new
 * key's secret is shown once, above the list, until dismissed; it is kept nowhere else.
 */
export function DeployKeys() {
  const keys = useDeployKeys();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);
  const [created, setCreated] = useState<DeployKeyCreated | null>(null);

  async function create(values: Values) {
    setFailure(null);
    const payload = { remote: values.remote ?? '', etiket: values.etiket ?? '', sonKullanma: values.sonKullanma ? values.sonKullanma.endOf('day').toISOString() : undefined };
    const checked = deployKeyPayloadSchema.safeParse(payload);
    if (!checked.success) {
      form.setFields(checked.error.issues.map((i) => ({ name: String(i.path[0]) as (typeof FORM_FIELDS)[number], errors: [i.message] })));
      return;
    }
    setBusy(true);
    try {
      const key = await createDeployKey(checked.data);
      setCreated(key);
      form.resetFields();
      void keys.mutate();
    } catch (e) {
      const error = e as AppError;
      setFailure(error);
      form.setFields(serverFieldEntries(error.fieldErrors ?? {}, FORM_FIELDS));
    } finally {
      setBusy(false);
    }
  }

  function revoke(key: DeployKeyInfo) {
    modal.confirm({
      title: 'Anahtarı İptal Et',
      content: `${REMOTE_DISPLAY_NAMES[key.remote]} (${key.remote}) için "${key.etiket}" anahtarı iptal edilsin mi? Bu anahtarla yayın yapan işler hemen reddedilir; geri alınamaz.`,
      okText: 'İptal Et',
      okButtonProps: { danger: true },
      cancelText: 'Vazgeç',
      onOk: async () => {
        setFailure(null);
        try {
          await revokeDeployKey(key.id);
          if (created?.id === key.id) setCreated(null);
          void message.success(`"${key.etiket}" anahtarı iptal edildi.`);
          void keys.mutate();
        } catch (e) {
          setFailure(e as AppError);
        }
      },
    });
  }

  const columns: TableColumnsType<DeployKeyInfo> = [
    {
      key: 'remote',
      title: 'Uzak modül',
      render: (_, k) => (
        <>
          {REMOTE_DISPLAY_NAMES[k.remote]} <Typography.Text type="secondary">({k.remote})</Typography.Text>
        </>
      ),
    },
    { key: 'etiket', title: 'Etiket', render: (_, k) => <>{k.etiket} <Typography.Text type="secondary" code>{`${k.onEk}…`}</Typography.Text></> },
    { key: 'created', title: 'Oluşturma', render: (_, k) => `${formatDateTime(k.olusturmaTarihi)} · ${k.olusturan}` },
    { key: 'expiry', title: 'Son kullanma', render: (_, k) => (k.sonKullanma ? formatDateTime(k.sonKullanma) : 'Süresiz') },
    { key: 'used', title: 'Son kullanım', render: (_, k) => (k.sonKullanim ? formatDateTime(k.sonKullanim) : 'Hiç kullanılmadı') },
    { key: 'state', title: 'Durum', render: (_, k) => <Tag color={STATE_TAGS[k.durum].color}>{STATE_TAGS[k.durum].label}</Tag> },
    {
      key: 'actions',
      title: 'İşlem',
      render: (_, k) =>
        k.durum === 'iptal' ? null : (
          <Button danger size="small" aria-label={`İptal Et ${k.etiket}`} onClick={() => revoke(k)}>
            İptal Et
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="deploy-keys-title">
      <Typography.Title level={4} id="deploy-keys-title">
        {DEPLOY_KEYS_TITLE}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Bir CI işi, yalnızca anahtarın uzak modülünün derlemesini <Typography.Text code>{DEPLOY_KEY_HEADER}</Typography.Text> başlığıyla yayınlayabilir. Anahtarla yayınlanan
        sürüm canlıya alınmaz; geçişi buradan bir yayın yöneticisi yapar.
      </Typography.Paragraph>
      {failure && <ErrorAlert message={failure.message} fieldErrors={failure.fieldErrors} onClose={() => setFailure(null)} />}
      {created && <NewSecret created={created} onDismiss={() => setCreated(null)} />}
      <Form form={form} layout="inline" aria-label="Dağıtım anahtarı oluştur" onFinish={(v) => void create(v)} style={{ marginBottom: 16, rowGap: 8 }} initialValues={{ etiket: '', sonKullanma: null }}>
        <Form.Item name="remote" label="Uzak modül" required rules={[zodRule(deployKeyPayloadSchema, 'remote')]}>
          <Select
            style={{ width: 180 }}
            placeholder="Seçin"
            options={REMOTE_NAMES.map((r) => ({ value: r, label: `${REMOTE_DISPLAY_NAMES[r]} (${r})` }))}
          />
        </Form.Item>
        <Form.Item name="etiket" label="Etiket" required rules={[zodRule(deployKeyPayloadSchema, 'etiket')]}>
          <Input maxLength={100} placeholder="ör. GitHub Actions katalog" />
        </Form.Item>
        <Form.Item name="sonKullanma" label="Son kullanma (isteğe bağlı)">
          <DatePicker format="DD.MM.YYYY" disabledDate={(d) => d.isBefore(dayjs(), 'day')} placeholder="Süresiz" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            Anahtar Oluştur
          </Button>
        </Form.Item>
      </Form>
      {keys.error && !keys.data && <ErrorAlert message={keys.error.message} onRetry={() => void keys.mutate()} />}
      <Table<DeployKeyInfo>
        aria-label={DEPLOY_KEYS_TITLE}
        rowKey="id"
        size="small"
        loading={!keys.data && !keys.error}
        columns={columns}
        dataSource={keys.data ?? []}
        pagination={false}
        locale={{ emptyText: 'Henüz dağıtım anahtarı yok.' }}
      />
    </section>
  );
}
