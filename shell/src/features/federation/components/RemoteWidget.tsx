import { useState } from 'react';
import type { WidgetProps } from '@skiclub/shared/ui';
import type { RemoteModuleId } from '../runtime';
import { useRemoteComponent } from '../hooks/useRemoteComponent';
import { RemoteBoundary } from './RemoteBoundary';


/**
 * A home-page widget from a remote (member spec §2 home page). A widget that fails to load,
 * crashes (with no previous version of its remote left to load it from) or reports a load error
 * hides itself; the page stays.
 * `reserveHeight` (px): space kept empty while the widget loads, so a widget above the fold does
 * not push the page down when it arrives (layout shift); none by default.
 */
export function RemoteWidget({ id, reserveHeight }: { id: RemoteModuleId; reserveHeight?: number }) {
  const { state, fallBack } = useRemoteComponent<WidgetProps>(id);
  const [failed, setFailed] = useState(false);
  if (!failed && state.status === 'loading' && reserveHeight) return <div className="sc-widget-placeholder" style={{ minHeight: reserveHeight }} aria-hidden="true" />;
  if (failed || state.status !== 'ready') return null;
  const { Component } = state;
  return (
    <RemoteBoundary fallback={() => null} onCrash={(e) => void fallBack(e)}>
      <Component onError={() => setFailed(true)} />
    </RemoteBoundary>
  );
}
