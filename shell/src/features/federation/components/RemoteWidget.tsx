import { useState } from 'react';
import type { WidgetProps } from '@skiclub/shared/ui';
import { reportRenderFailure, type RemoteModuleId } from '../runtime';
import type { RemoteName } from '../api/releases';
import { useRemoteComponent } from '../hooks/useRemoteComponent';
import { RemoteBoundary } from './RemoteBoundary';


/**
 * A home-page widget from a remote (member spec §2 home page). A widget that fails to load,
 * crashes or reports a load error hides itself; the page stays.
 */
export function RemoteWidget({ id }: { id: RemoteModuleId }) {
  const { state } = useRemoteComponent<WidgetProps>(id);
  const [failed, setFailed] = useState(false);
  if (failed || state.status !== 'ready') return null;
  const { Component } = state;
  return (
    <RemoteBoundary fallback={() => null} onCrash={(e) => reportRenderFailure(id.split('/')[0] as RemoteName, e)}>
      <Component onError={() => setFailed(true)} />
    </RemoteBoundary>
  );
}
