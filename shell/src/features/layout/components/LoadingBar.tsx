import { useEffect, useState } from 'react';
import { useLoadingStore } from '../hooks/useLoadingBar';

/** Progress grows toward 90 while loading, jumps to 100 when done, then fades out in 1 s (member spec §9). */
export const FADE_MS = 1000;

/** The loading overlay bar at the top of the page (member spec §2, §9: maximum 100, 1 s fade). */
export function LoadingBar() {
  const loading = useLoadingStore((s) => s.pending > 0);
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (loading) {
      setVisible(true);
      setProgress(10);
      const t = setInterval(() => setProgress((p) => Math.min(90, p + (90 - p) * 0.15)), 150);
      return () => clearInterval(t);
    }
    setProgress((p) => (p > 0 ? 100 : 0));
    const t = setTimeout(() => {
      setVisible(false);
      setProgress(0);
    }, FADE_MS);
    return () => clearTimeout(t);
  }, [loading]);

  return (
    <div
      className="sc-loading-bar"
      role="progressbar"
      aria-label="Sayfa yükleniyor"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      style={{ width: `${progress}%`, opacity: visible && progress < 100 ? 1 : 0, transition: `width 150ms ease, opacity ${FADE_MS}ms ease` }}
    />
  );
}
