import { lazy, Suspense } from 'react';
import { useAppliedPreviews } from '../../federation/overrides';

const PreviewBannerAlert = lazy(() => import(/* webpackChunkName: "preview-banner" */ './PreviewBannerAlert'));

/**
 * Shown on every page while this browser loads a preview version of a remote ("Per-browser
 * preview"); 'Önizlemeyi kaldır' removes every override and reloads the page.
 */
export function PreviewBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const applied = useAppliedPreviews();
  if (!applied.length) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBannerAlert applied={applied} reload={reload} />
    </Suspense>
  );
}
