import { Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import type { RemoteModuleId } from '../runtime';
import { useRemoteComponent } from '../hooks/useRemoteComponent';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { useLoadingBar } from '../../layout/hooks/useLoadingBar';

/**
 * A route's page served by a remote: loaded when the route is visited, with a loading state,
 * the Turkish error panel with a working 'Tekrar Dene', and an error boundary. A page that
 * throws while rendering is loaded from the remote's previous version when one is left (the
 * panel only otherwise).
 */
export function RemotePage({ id }: { id: RemoteModuleId }) {
  const { state, retry, fallBack } = useRemoteComponent(id);
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
      onCrash={(e) => void fallBack(e)}
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
