import { Descriptions, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { canaryPayloadSchema, switchPayloadSchema } from '@skiclub/shared/releases';
import { ErrorAlert, zodRule } from '@skiclub/shared/ui';
import { startCanary, switchVersion, useVerdict } from '../api/releases';
import { useReleaseWrite } from '../hooks/useReleaseWrite';
import { RefusalAlert } from './RefusalAlert';
import { VerdictPanel } from './VerdictPanel';

/** What the modal is about to do: make a version live, or start it as a canary. */
export interface SwitchTarget {
  mode: 'switch' | 'canary';
  remote: string;
  version: string;
  /** The live version now (shown as "from"). */
  live: string | null;
}

/** Props of {@link SwitchModal}. */
export interface SwitchModalProps {
  target: SwitchTarget | null;
  onClose: () => void;
  /** Called after the server accepted, with the toast text. */
  onDone: (message: string) => void;
}

interface Values {
  reason: string;
  percent: number | null;
}

/**
 * 'Canlıya Al' / 'Kanarya Başlat': asks for a reason (Gerekçe, switchPayloadSchema) and, for a
 * canary, a share too (1–99 %, canaryPayloadSchema), and shows the
 * compatibility verdict; the confirm button stays disabled until the verdict says compatible.
 * A refusal from the server (409) lists its reasons and keeps what was typed.
 */
export function SwitchModal({ target, onClose, onDone }: SwitchModalProps) {
  const [form] = Form.useForm<Values>();
  const verdict = useVerdict(target ? { remote: target.remote, version: target.version } : null);
  const { busy, refusal, failure, run } = useReleaseWrite(target);

  useEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);

  const canary = target?.mode === 'canary';
  const compatible = verdict.data?.uygun === true && !verdict.error;

  async function confirm() {
    if (!target) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const percent = Number(values.percent);
    if (canary) {
      await run(
        () => startCanary({ remote: target.remote, version: target.version, percent, reason: values.reason.trim() }),
        () => onDone(`${target.remote} için ${target.version} kanarya olarak başlatıldı (pay: %${percent}).`),
      );
    } else {
      await run(
        () => switchVersion({ remote: target.remote, version: target.version, reason: values.reason.trim() }),
        () => onDone(`${target.remote} için ${target.version} sürümü canlıya alındı.`),
      );
    }
  }

  return (
    <Modal
      open={!!target}
      title={canary ? 'Kanarya Başlat' : 'Canlıya Al'}
      okText={canary ? 'Kanaryayı Başlat' : 'Canlıya Al'}
      cancelText="Vazgeç"
      onOk={() => void confirm()}
      onCancel={onClose}
      okButtonProps={{ disabled: !compatible, loading: busy }}
    >
      {target && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'remote', label: 'Uzak modül', children: target.remote },
              { key: 'from', label: 'Canlı sürüm', children: target.live ?? '—' },
              { key: 'to', label: canary ? 'Kanarya sürümü' : 'Yeni sürüm', children: target.version },
            ]}
          />
          <div style={{ margin: '12px 0' }}>
            <VerdictPanel verdict={verdict.data} error={verdict.error} onRetry={() => void verdict.mutate()} />
          </div>
          {refusal && <RefusalAlert mesaj={refusal.mesaj} nedenler={refusal.nedenler} />}
          {failure && <ErrorAlert message={failure.message} fieldErrors={failure.fieldErrors} />}
          <Form form={form} layout="vertical" style={{ marginTop: 12 }} initialValues={{ reason: '', percent: 10 }}>
            {canary && (
              <Form.Item name="percent" label="Ziyaretçi payı (%)" required rules={[zodRule(canaryPayloadSchema, 'percent')]}>
                <InputNumber min={1} max={99} precision={0} style={{ width: 160 }} />
              </Form.Item>
            )}
            <Form.Item name="reason" label="Gerekçe" required rules={[zodRule(canary ? canaryPayloadSchema : switchPayloadSchema, 'reason')]}>
              <Input.TextArea rows={3} maxLength={500} showCount placeholder={canary ? 'Neden bu sürüm kanaryada deneniyor?' : 'Neden bu sürüme geçiliyor?'} />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
