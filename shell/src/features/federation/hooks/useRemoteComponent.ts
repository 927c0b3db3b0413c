import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule, resetRemote, type RemoteModuleId } from '../runtime';
import type { RemoteName } from '../api/releases';

/** State of a remote component load. */
export type RemoteState<P> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<P> }
  | { status: 'error'; error: unknown };

/**
 * Loads the default export of an exposed module (`catalog/ProductsPage`). `retry()` forgets the
 * remote's cached failure and loads again ('Tekrar Dene').
 */
export function useRemoteComponent<P = object>(id: RemoteModuleId): { state: RemoteState<P>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState<P>>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    loadRemoteModule<{ default?: ComponentType<P> }>(id).then(
      (mod) => {
        if (!alive) return;
        if (mod.default) setState({ status: 'ready', Component: mod.default });
        else setState({ status: 'error', error: new Error(`${id}: varsayılan dışa aktarım yok`) });
      },
      (error: unknown) => {
        if (alive) setState({ status: 'error', error });
      },
    );
    return () => {
      alive = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void resetRemote(id.split('/')[0] as RemoteName).finally(() => setAttempt((a) => a + 1));
  }, [id]);

  return { state, retry };
}
