import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

/** Text of the panel a broken remote area shows (issue 2, ARCHITECTURE.md "Failure"). */
export const REMOTE_UNAVAILABLE = 'Bu bölüm şu anda yüklenemiyor.';

/**
 * Turkish panel shown in place of a remote that cannot load or crashed while rendering; the
 * rest of the site keeps working. 'Tekrar Dene' really retries the load.
 */
export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="sc-remote-error" role="alert" data-testid="remote-error">
      <Result
        status="warning"
        title={REMOTE_UNAVAILABLE}
        subTitle="Bağlantınızı kontrol edip tekrar deneyebilirsiniz. Sitenin diğer bölümleri çalışmaya devam ediyor."
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
            Tekrar Dene
          </Button>
        }
      />
    </div>
  );
}
