import { Descriptions, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { rollbackPayloadSchema } from '@skiclub/shared/releases';
import { ErrorAlert, zodRule } from '@skiclub/shared/ui';
import { rollback, useVerdict } from '../api/releases';
import { useReleaseWrite } from '../hooks/useReleaseWrite';
import { RefusalAlert } from './RefusalAlert';
import { VerdictPanel } from './VerdictPanel';

/** The remote to roll back, with its live and previous versions. */
export interface RollbackTarget {
  remote: string;
  live: string | null;
  previous: string;
}

/** Props of {@link RollbackModal}. */
export interface RollbackModalProps {
  target: RollbackTarget | null;
  onClose: () => void;
  /** Called after the server accepted, with the toast text. */
  onDone: (message: string) => void;
}

/**
 * 'Geri Al': back to the previous version, with a reason (Gerekçe,
 * rollbackPayloadSchema). Like a switch, it shows the previous version's compatibility and
 * integrity verdict first and keeps the confirm button disabled until the verdict says
 * compatible, so a rollback onto a version whose files changed is seen before a reason is typed.
 * A refusal (409, e.g. no previous version any more) lists its reasons and keeps the reason typed.
 */
export function RollbackModal({ target, onClose, onDone }: RollbackModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const verdict = useVerdict(target ? { remote: target.remote, version: target.previous } : null);
  const { busy, refusal, failure, run } = useReleaseWrite(target);
  const compatible = verdict.data?.uygun === true && !verdict.error;

  useEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);

  async function confirm() {
    if (!target) return;
    let reason: string;
    try {
      reason = (await form.validateFields()).reason.trim();
    } catch {
      return;
    }
    await run(
      () => rollback({ remote: target.remote, reason }),
      (veri) => onDone(`${target.remote} önceki sürüme geri alındı: ${veri?.from ?? target.live ?? '—'} → ${veri?.to ?? target.previous}.`),
    );
  }

  return (
    <Modal
      open={!!target}
      title="Geri Al"
      okText="Geri Al"
      okButtonProps={{ danger: true, disabled: !compatible, loading: busy }}
      cancelText="Vazgeç"
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      {target && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'remote', label: 'Uzak modül', children: target.remote },
              { key: 'from', label: 'Canlı sürüm', children: target.live ?? '—' },
              { key: 'to', label: 'Dönülecek sürüm', children: target.previous },
            ]}
          />
          <div style={{ margin: '12px 0' }}>
            <VerdictPanel verdict={verdict.data} error={verdict.error} onRetry={() => void verdict.mutate()} />
          </div>
          {refusal && <RefusalAlert mesaj={refusal.mesaj} nedenler={refusal.nedenler} />}
          {failure && <ErrorAlert message={failure.message} fieldErrors={failure.fieldErrors} />}
          <Form form={form} layout="vertical" style={{ marginTop: 12 }} initialValues={{ reason: '' }}>
            <Form.Item name="reason" label="Gerekçe" required rules={[zodRule(rollbackPayloadSchema, 'reason')]}>
              <Input.TextArea rows={3} maxLength={500} showCount placeholder="Neden geri alınıyor?" />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
