import { Alert, Button } from 'antd';
import { clearPreviewOverrides, previewBannerText, type AppliedPreview } from '../../federation/overrides';

/**
 * The banner itself (antd Alert), loaded only in a browser that has a preview applied: the rest
 * of the visitors never download Alert for it.
 */
export default function PreviewBannerAlert({ applied, reload }: { applied: AppliedPreview[]; reload: () => void }) {
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
