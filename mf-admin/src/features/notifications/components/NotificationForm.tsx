import { ProForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { App, Button, Card, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessageOr, isAppError } from '@skiclub/shared/errors';
import { formatDate } from '@skiclub/shared/format';
import {
  NOTIFICATION_MESSAGES as NM,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_SUBJECT_MAX,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_LABELS,
  RECIPIENT_TYPES,
  RECIPIENT_TYPE_LABELS,
  notificationPayloadSchema,
  type NotificationCamp,
  type NotificationPayload,
} from '@skiclub/shared/schemas/admin';
import { MESSAGES, fieldErrors } from '@skiclub/shared/schemas';
import { ErrorAlert, useSuccessToast, zodRule } from '@skiclub/shared/ui';
import { notificationCalls as calls } from '../api/service';
import { QUICK_TEMPLATES } from '../templates';

/** Values the form starts with (and returns to after a send): priority orta (admin spec §5). */
export const NOTIFICATION_FORM_DEFAULTS: Partial<NotificationPayload> = { oncelik: 'orta' };

const FIELDS = ['aliciTipi', 'bildirimTipi', 'konu', 'mesaj', 'oncelik', 'kullaniciEmail', 'kampId'] as const;
const rule = (field: (typeof FIELDS)[number]) => [zodRule(notificationPayloadSchema, field)];
const options = <K extends string>(values: readonly K[], labels: Record<K, string>) => values.map((value) => ({ value, label: labels[value] }));

/** Picker label of a camp: name and dd.mm.yyyy dates. */
export function campLabel(c: NotificationCamp): string {
  return `${c.kampAdi} (${formatDate(c.baslangicTarihi)} - ${formatDate(c.bitisTarihi)})`;
}

/** Props of {@link NotificationForm}. */
export interface NotificationFormProps {
  /** Camps of the picker (GET /api/bildirim/kamplar); null while loading. */
  camps: NotificationCamp[] | null;
  /** True when the camps could not be loaded ('Kamplar yüklenirken bir hata oluştu!'). */
  campsFailed: boolean;
  /** Called after a successful send (the screen reloads history and statistics). */
  onSent: () => void;
}

/** A failure shown above the form: the message and the list of field errors. */
interface Problem {
  message: string;
  list: Record<string, string>;
}

/**
 * The send form of the notification screen (admin spec §2, §5): recipient type, notification
 * type, subject (≤ 100, counter), message (≤ 1000, counter), priority (default orta), the user's
 * e-mail for 'tekKullanici' and a camp for 'belirliKamp'; four quick template buttons fill it.
 * Before a send the server counts the recipients and the admin confirms in a modal naming that
 * number (none: 'Seçilen alıcı tipine uygun alıcı bulunamadı.'). A send carries a fresh 'bildirim'
 * token (the service); failures show the server's message and field errors, or a generic text.
 */
export function NotificationForm({ camps, campsFailed, onSent }: NotificationFormProps) {
  const [form] = Form.useForm<NotificationPayload>();
  const toast = useSuccessToast();
  const { modal } = App.useApp();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const aliciTipi = Form.useWatch('aliciTipi', form);

  const submit = async (values: NotificationPayload) => {
    setProblem(null);
    const parsed = notificationPayloadSchema.safeParse({ ...NOTIFICATION_FORM_DEFAULTS, ...values });
    if (!parsed.success) {
      setProblem({ message: MESSAGES.formErrors, list: fieldErrors(parsed.error) });
      return false;
    }
    const { recaptchaToken: _token, ...payload } = parsed.data;
    setSending(true);
    try {
      // The server counts the recipients; the admin confirms with that number before anything goes out.
      const count = await calls.countRecipients(payload);
      if (count === 0) {
        setProblem({ message: NM.noRecipients, list: {} });
        return false;
      }
      const go = await modal.confirm({
        title: NM.confirmTitle,
        content: NM.confirmSend(RECIPIENT_TYPE_LABELS[payload.aliciTipi], count),
        okText: 'Gönder',
        cancelText: 'Vazgeç',
      });
      if (!go) return false;
      const sent = await calls.send(payload);
      toast(sent.mesaj || NM.sent(sent.aliciSayisi));
      form.resetFields();
      onSent();
      return true;
    } catch (e) {
      const list = isAppError(e) ? e.fieldErrors : {};
      form.setFields(Object.entries(list).filter(([name]) => (FIELDS as readonly string[]).includes(name)).map(([name, message]) => ({ name: name as keyof NotificationPayload, errors: [message] })));
      setProblem({ message: errorMessageOr(e, NM.unknownError, { statusDefaults: 'all' }), list });
      return false;
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title="Bildirim Gönder">
      <Space wrap style={{ marginBottom: 16 }} aria-label="Hızlı şablonlar">
        <Typography.Text type="secondary">Hızlı şablonlar:</Typography.Text>
        {QUICK_TEMPLATES.map((tpl) => (
          <Button
            key={tpl.key}
            size="small"
            onClick={() => {
              setProblem(null);
              form.setFieldsValue(tpl.values);
            }}
          >
            {tpl.label}
          </Button>
        ))}
      </Space>
      {problem && <ErrorAlert message={problem.message} fieldErrors={problem.list} onClose={() => setProblem(null)} />}
      <ProForm<NotificationPayload>
        form={form}
        layout="vertical"
        initialValues={NOTIFICATION_FORM_DEFAULTS}
        onFinish={submit}
        onFinishFailed={() => setProblem({ message: MESSAGES.formErrors, list: {} })}
        submitter={{
          searchConfig: { submitText: sending ? NM.sending : 'Gönder', resetText: 'Temizle' },
          submitButtonProps: { loading: sending },
          onReset: () => setProblem(null),
        }}
      >
        <ProFormSelect name="aliciTipi" label="Alıcı Tipi" required options={options(RECIPIENT_TYPES, RECIPIENT_TYPE_LABELS)} rules={rule('aliciTipi')} placeholder="Alıcı tipi seçin" />
        {aliciTipi === 'tekKullanici' && (
          <ProFormText name="kullaniciEmail" label="Kullanıcı E-postası" required rules={rule('kullaniciEmail')} placeholder="ornek@eposta.com" />
        )}
        {aliciTipi === 'belirliKamp' && (
          <ProFormSelect
            name="kampId"
            label="Kamp"
            required
            rules={rule('kampId')}
            options={(camps ?? []).map((c) => ({ value: c.id, label: campLabel(c) }))}
            fieldProps={{ loading: camps === null && !campsFailed, showSearch: true, optionFilterProp: 'label' }}
            placeholder="Kamp seçin"
            extra={campsFailed ? <Typography.Text type="warning">{NM.campsFailed}</Typography.Text> : undefined}
          />
        )}
        <ProFormSelect name="bildirimTipi" label="Bildirim Tipi" required options={options(NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS)} rules={rule('bildirimTipi')} placeholder="Bildirim tipi seçin" />
        <ProFormText name="konu" label="Konu" required rules={rule('konu')} fieldProps={{ count: { show: true, max: NOTIFICATION_SUBJECT_MAX } }} />
        <ProFormTextArea name="mesaj" label="Mesaj" required rules={rule('mesaj')} fieldProps={{ rows: 6, count: { show: true, max: NOTIFICATION_MESSAGE_MAX } }} />
        <ProFormSelect name="oncelik" label="Öncelik" options={options(NOTIFICATION_PRIORITIES, NOTIFICATION_PRIORITY_LABELS)} rules={rule('oncelik')} allowClear={false} />
      </ProForm>
    </Card>
  );
}
