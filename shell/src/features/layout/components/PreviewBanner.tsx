import { Alert, Button } from 'antd';
import { clearPreviewOverrides, previewBannerText, useAppliedPreviews } from '../../federation/overrides';

/**
 * Shown on every page while this browser loads a preview version of a remote (issue 13
 * "Per-browser preview"); 'Önizlemeyi kaldır' removes every override and reloads the page.
 */
export function PreviewBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const applied = useAppliedPreviews();
  if (!applied.length) return null;
  return (
    <Alert
      className="sc-preview-banner"
      data-testid="preview-banner"
      type="warning"
      banner
      showIcon
      message={previewBannerText(applied)}
      action={
        <Button
          size="small"
          danger
          onClick={() => {
            clearPreviewOverrides();
            reload();
          }}
        >
          Önizlemeyi kaldır
        </Button>
      }
    />
  );
}
