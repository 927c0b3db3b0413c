import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space } from 'antd';
import { useRef, useState } from 'react';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** Quantity the server holds for the line. */
  value: number;
  /** Product name, for the buttons' accessible names. */
  label: string;
  /** A call for this line is running: buttons and input wait. */
  busy?: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  /**
   * A typed quantity, on blur or Enter. The input keeps the typed text until the returned
   * promise settles, then shows `value` again (so a refused or failed change shows the previous
   * quantity).
   */
  onCommit: (value: number | null) => Promise<void> | void;
}

/**
 * Minus / input / plus control of a cart line (member spec §2, §5). The rules (stock cap,
 * remove at 1, typed quantity above 0) are applied by the caller; this only reports intent.
 */
export function QuantityStepper({ value, label, busy = false, onIncrease, onDecrease, onCommit }: QuantityStepperProps) {
  // undefined: show the server's value; anything else: what the member is typing.
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  // Enter and the blur that may follow must not send the same quantity twice.
  const committing = useRef(false);

  const commit = async () => {
    if (draft === undefined || committing.current) return;
    committing.current = true;
    try {
      await onCommit(draft);
    } catch {
      // the caller reports the failure; the input falls back to the server's value below
    } finally {
      committing.current = false;
      setDraft(undefined);
    }
  };

  return (
    <Space.Compact className="chk-stepper">
      <Button aria-label={`${label} adedini azalt`} icon={<MinusOutlined />} onClick={onDecrease} disabled={busy} />
      <InputNumber
        aria-label={`${label} adedi`}
        className="chk-stepper__input"
        controls={false}
        precision={0}
        value={draft === undefined ? value : draft}
        disabled={busy}
        onChange={(v) => setDraft(typeof v === 'number' ? v : null)}
        onBlur={() => void commit()}
        onPressEnter={() => void commit()}
      />
      <Button aria-label={`${label} adedini artır`} icon={<PlusOutlined />} onClick={onIncrease} disabled={busy} />
    </Space.Compact>
  );
}
