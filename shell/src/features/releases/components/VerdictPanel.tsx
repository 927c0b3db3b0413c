import { Alert, Spin } from 'antd';
import { ErrorAlert } from '@skiclub/shared/ui';
import type { AppError } from '@skiclub/shared/errors';
import type { CompatibilityVerdict } from '@skiclub/shared/releases';

/** Props of {@link VerdictPanel}. */
export interface VerdictPanelProps {
  verdict: CompatibilityVerdict | undefined;
  error: AppError | undefined;
  onRetry: () => void;
}

/**
 * The compatibility check's verdict: checking, compatible, or refused
 * with every reason in plain words. Shown before a switch or canary can be confirmed.
 */
export function VerdictPanel({ verdict, error, onRetry }: VerdictPanelProps) {
  if (error) return <ErrorAlert message={`Uyumluluk denetlenemedi: ${error.message}`} onRetry={onRetry} />;
  if (!verdict)
    return (
      <div role="status" style={{ padding: '8px 0' }}>
        <Spin size="small" /> Uyumluluk denetleniyor…
      </div>
    );
  if (verdict.uygun) return <Alert type="success" showIcon message="Uyumlu: bu sürüm kabuğun sağladıklarıyla ve rota tablosuyla çalışır." />;
  return (
    <Alert
      role="alert"
      type="error"
      showIcon
      message="Uyumsuz: bu sürüm canlıya alınamaz."
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {verdict.nedenler.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      }
    />
  );
}
