import { useEffect, useRef } from 'react';

/**
 * Props every home-page widget exposed by a remote accepts (member spec §2 home page: load
 * failures are swallowed). The shell's RemoteWidget passes `onError` and hides the widget.
 */
export interface WidgetProps {
  /** Called when the widget's data cannot be loaded. */
  onError?: (e: unknown) => void;
}

/**
 * Reports a widget's load error to its `onError` once per new error. The latest callback is
 * used without re-running the report when the parent passes a new function.
 */
export function useWidgetError(error: unknown, onError: WidgetProps['onError']): void {
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);
  useEffect(() => {
    if (error) onErrorRef.current?.(error);
  }, [error]);
}
