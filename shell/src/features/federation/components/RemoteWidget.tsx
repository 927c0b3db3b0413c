import { useEffect, useState, type Ref } from 'react';
import { useInView } from 'react-intersection-observer';
import type { WidgetProps } from '@skiclub/shared/ui';
import type { RemoteModuleId } from '../runtime';
import { useRemoteComponent } from '../hooks/useRemoteComponent';
import { RemoteBoundary } from './RemoteBoundary';

/**
 * How far from the viewport (below or above: a jump to the page's foot passes over widgets) a
 * `whenNear` widget starts loading, px: a scroll ahead of the visitor, so its content is usually
 * there when it comes into view, yet the home page's first widget below the fold (≈ 1420 px down
 * on a 1280 × 900 screen) stays out of a first visit.
 */
export const NEAR_MARGIN_PX = 200;

/**
 * Pauses before a widget whose remote failed to load tries again, ms, one per try: a remote that
 * was only slow or briefly unreachable (a timeout on a busy link, a dropped connection) still
 * shows its widget, while one that stays down costs two more attempts and then nothing.
 */
export const WIDGET_RETRY_DELAYS_MS: readonly number[] = [2000, 8000];

/** Space a `whenNear` widget keeps before it loads, px (so the ones below it stay below the fold). */
const NEAR_PLACEHOLDER_PX = 320;

interface RemoteWidgetProps {
  id: RemoteModuleId;
  /**
   * Space kept empty while the widget loads, px, so a widget above the fold does not push the
   * page down when it arrives (layout shift); none by default.
   */
  reserveHeight?: number;
  /**
   * Load the remote only when the widget comes within {@link NEAR_MARGIN_PX} of the viewport: a
   * widget below the fold then costs a first visit nothing (no remote entry, no chunks). Where
   * the browser has no IntersectionObserver it loads at once.
   */
  whenNear?: boolean;
}

/**
 * A home-page widget from a remote (member spec §2 home page: load failures are swallowed). A
 * widget whose remote fails to load hides itself and tries again after each of
 * {@link WIDGET_RETRY_DELAYS_MS}; one that crashes (with no previous version of its remote left to
 * load it from) or reports a load error of its data hides itself for good. The page stays.
 */
export function RemoteWidget({ id, reserveHeight, whenNear = false }: RemoteWidgetProps) {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: `${NEAR_MARGIN_PX}px 0px`, fallbackInView: true, skip: !whenNear });
  if (whenNear && !inView) {
    return <Placeholder ref={ref} height={reserveHeight ?? NEAR_PLACEHOLDER_PX} />;
  }
  // While it loads it keeps its placeholder's height, so the widgets below do not move up into
  // range one after the other.
  return <LoadedWidget id={id} reserveHeight={reserveHeight ?? (whenNear ? NEAR_PLACEHOLDER_PX : undefined)} />;
}

/** The widget itself, its remote module loaded on mount. */
function LoadedWidget({ id, reserveHeight }: { id: RemoteModuleId; reserveHeight?: number }) {
  const { state, retry, fallBack } = useRemoteComponent<WidgetProps>(id);
  const [failed, setFailed] = useState(false);
  const [retries, setRetries] = useState(0);
  const loadFailed = state.status === 'error';
  useEffect(() => {
    const delay = WIDGET_RETRY_DELAYS_MS[retries];
    if (!loadFailed || delay === undefined) return;
    const timer = setTimeout(() => {
      setRetries((n) => n + 1);
      retry();
    }, delay);
    return () => clearTimeout(timer);
  }, [loadFailed, retries, retry]);
  // Only the first load keeps the space: a retry runs hidden, so no empty block comes and goes.
  if (!failed && state.status === 'loading' && reserveHeight && retries === 0) return <Placeholder height={reserveHeight} />;
  if (failed || state.status !== 'ready') return null;
  const { Component } = state;
  return (
    <RemoteBoundary fallback={() => null} onCrash={(e) => void fallBack(e)}>
      <Component onError={() => setFailed(true)} />
    </RemoteBoundary>
  );
}

/** Empty space of `height` px kept for a widget, hidden from assistive technology. */
function Placeholder({ height, ref }: { height: number; ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className="sc-widget-placeholder" style={{ minHeight: height }} aria-hidden="true" />;
}
