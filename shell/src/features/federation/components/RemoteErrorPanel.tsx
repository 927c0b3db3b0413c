import { Button } from 'antd';
import { ReloadOutlined, WarningFilled } from '@ant-design/icons';

/** Text of the panel a broken remote area shows (ARCHITECTURE.md "Failure"). */
export const REMOTE_UNAVAILABLE = 'Bu bölüm şu anda yüklenemiyor.';

/**
 * Turkish panel shown in place of a remote that cannot load or crashed while rendering; the
 * rest of the site keeps working. 'Tekrar Dene' really retries the load. Plain markup and the
 * header's Button, no antd Result: the panel is in the shell's first chunk on every page, so it
 * costs no download at the moment the network already failed once, and Result's illustrations
 * (11 KB brotli) stay off every page that never shows it.
 */
export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="sc-remote-error" role="alert" data-testid="remote-error">
      <WarningFilled className="sc-remote-error__icon" aria-hidden />
      <h2 className="sc-remote-error__title">{REMOTE_UNAVAILABLE}</h2>
      <p className="sc-remote-error__text">Bağlantınızı kontrol edip tekrar deneyebilirsiniz. Sitenin diğer bölümleri çalışmaya devam ediyor.</p>
      <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
        Tekrar Dene
      </Button>
    </div>
  );
}
