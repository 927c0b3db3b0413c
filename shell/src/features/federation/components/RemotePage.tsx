import { Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { reportRenderFailure, type RemoteModuleId } from '../runtime';
import type { RemoteName } from '../api/releases';
import { useRemoteComponent } from '../hooks/useRemoteComponent';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { useLoadingBar } from '../../layout/hooks/useLoadingBar';

/**
 * A route's page served by a remote: loaded when the route is visited, with a loading state,
 * the Turkish error panel with a working 'Tekrar Dene', and an error boundary.
 */
export function RemotePage({ id }: { id: RemoteModuleId }) {
  const { state, retry } = useRemoteComponent(id);
  const location = useLocation();
  useLoadingBar(state.status === 'loading');
  if (state.status === 'loading') {
    return (
      <div className="sc-remote-loading" aria-busy="true">
        <Spin size="large" tip="Yükleniyor..." >
          <div style={{ minHeight: 120 }} />
        </Spin>
      </div>
    );
  }
  if (state.status === 'error') return <RemoteErrorPanel onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteBoundary
      resetKey={location.pathname}
      onCrash={(e) => reportRenderFailure(id.split('/')[0] as RemoteName, e)}
      fallback={(reset) => (
        <RemoteErrorPanel
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Component />
    </RemoteBoundary>
  );
}
