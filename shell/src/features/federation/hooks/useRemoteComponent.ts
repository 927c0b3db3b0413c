import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { activeVersion, fallBackAfterRender, loadRemoteModule, resetRemote, type RemoteModuleId } from '../runtime';
import type { RemoteName } from '../api/releases';

/** State of a remote component load. */
export type RemoteState<P> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<P> }
  | { status: 'error'; error: unknown };

/** What {@link useRemoteComponent} gives. */
export interface RemoteComponent<P> {
  state: RemoteState<P>;
  /** 'Tekrar Dene': forgets the remote's cached failure and loads again. */
  retry: () => void;
  /**
   * After the loaded component threw while rendering: reports it and, when a previous version
   * of the remote is left to try, loads the module from there.
   * @returns true when that load started (show the loading state), false: show the panel
   */
  fallBack: (error: unknown) => boolean;
}

/**
 * Loads the default export of an exposed module (`catalog/ProductsPage`), with 'Tekrar Dene'
 * (`retry`) and the fall-back after a render crash (`fallBack`).
 */
export function useRemoteComponent<P = object>(id: RemoteModuleId): RemoteComponent<P> {
  const name = id.split('/')[0] as RemoteName;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState<P>>({ status: 'loading' });
  /** Version the ready component came from. */
  const loadedFrom = useRef<string | undefined>(undefined);

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    loadRemoteModule<{ default?: ComponentType<P> }>(id).then(
      (mod) => {
        if (!alive) return;
        loadedFrom.current = activeVersion(name);
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
  }, [id, name, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void resetRemote(name).finally(() => setAttempt((a) => a + 1));
  }, [name]);

  const fallBack = useCallback(
    (error: unknown) => {
      if (!fallBackAfterRender(name, loadedFrom.current, error)) return false;
      setState({ status: 'loading' });
      setAttempt((a) => a + 1);
      return true;
    },
    [name],
  );

  return { state, retry, fallBack };
}
