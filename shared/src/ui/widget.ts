import { useEffect, useRef } from 'react';
import { RETRY_ATTEMPTS, isRetryable } from '@skiclub/shared/errors';

/**
 * Props every home-page widget exposed by a remote accepts (member spec §2 home page: load
 * failures are swallowed). The shell's RemoteWidget passes `onError` and hides the widget.
 */
export interface WidgetProps {
  /** Called when the widget's data cannot be loaded. */
  onError?: (e: unknown) => void;
}

/**
 * Reports a widget's load error to its `onError` once it is final: at once for one that is not
 * tried again (below 500, a malformed answer), else when the last of the {@link RETRY_ATTEMPTS}
 * attempts of `useApi`'s rule has failed too (member spec §8), since the shell hides the widget
 * for good and a retry that succeeds would otherwise never be seen. Pass each new error of the
 * read (`useApi`'s `error`); an answer in between starts the count again. The latest callback is
 * used without re-running the report when the parent passes a new function.
 */
export function useWidgetError(error: unknown, onError: WidgetProps['onError']): void {
  const onErrorRef = useRef(onError);
  const failures = useRef(0);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);
  useEffect(() => {
    if (!error) {
      failures.current = 0;
      return;
    }
    failures.current += 1;
    if (!isRetryable(error) || failures.current >= RETRY_ATTEMPTS) onErrorRef.current?.(error);
  }, [error]);
}
