import { Alert, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { FIELD_ERRORS_HEADING, errorHistory } from '@skiclub/shared/errors';

/** Alert types of member spec §8. */
export type ErrorAlertType = 'danger' | 'warning' | 'info' | 'primary';

const ANTD_TYPE = { danger: 'error', warning: 'warning', info: 'info', primary: 'info' } as const;

/** Props of {@link ErrorAlert}. */
export interface ErrorAlertProps {
  /** Main message (already chosen by the error catalogue). */
  message: ReactNode;
  type?: ErrorAlertType;
  /** `{ field: message }`, listed under 'Lütfen aşağıdaki hataları düzeltiniz:'. */
  fieldErrors?: Record<string, string>;
  /** Shows 'Tekrar Dene' when given. */
  onRetry?: () => void;
  /** Shows 'Hatayı Bildir' when given; receives the recorded error history. */
  onReport?: (history: ReturnType<typeof errorHistory>) => void;
  onClose?: () => void;
}

/**
 * The error alert of member spec §8: danger, warning, info or primary; optional 'Tekrar Dene'
 * and 'Hatayı Bildir' buttons; field errors listed under their heading.
 */
export function ErrorAlert({ message, type = 'danger', fieldErrors, onRetry, onReport, onClose }: ErrorAlertProps) {
  const fields = Object.values(fieldErrors ?? {});
  return (
    <Alert
      role="alert"
      type={ANTD_TYPE[type]}
      showIcon
      closable={!!onClose}
      onClose={onClose}
      message={message}
      description={
        fields.length ? (
          <div>
            <div>{FIELD_ERRORS_HEADING}</div>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {fields.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          </div>
        ) : undefined
      }
      action={
        onRetry || onReport ? (
          <Space direction="vertical" size={4}>
            {onRetry && (
              <Button size="small" onClick={onRetry}>
                Tekrar Dene
              </Button>
            )}
            {onReport && (
              <Button size="small" type="text" onClick={() => onReport(errorHistory())}>
                Hatayı Bildir
              </Button>
            )}
          </Space>
        ) : undefined
      }
    />
  );
}
