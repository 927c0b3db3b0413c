import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { recordError } from '@skiclub/shared/errors';

interface Props {
  /** What to show after a render error; gets a reset callback. */
  fallback: (reset: () => void) => ReactNode;
  /** Changing this key clears a caught error (e.g. on navigation). */
  resetKey?: string;
  /** Called after a render error was recorded (the remote's failure report). */
  onCrash?: (error: unknown) => void;
  children: ReactNode;
}

function record(error: unknown, info: ErrorInfo): void {
  recordError({
    status: 0,
    message: error instanceof Error ? error.message : String(error),
    fieldErrors: {},
    kind: 'unexpected',
    at: new Date().toISOString(),
    url: info.componentStack?.split('\n')[1]?.trim(),
  });
}

/**
 * Error boundary around one remote area (react-error-boundary): a remote that throws while
 * rendering is replaced by the fallback and the error goes to the error history; header, footer
 * and other remotes keep working.
 */
export function RemoteBoundary({ fallback, resetKey, onCrash, children }: Props) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onError={(error, info) => {
        record(error, info);
        onCrash?.(error);
      }}
      fallbackRender={({ resetErrorBoundary }) => fallback(resetErrorBoundary)}
    >
      {children}
    </ErrorBoundary>
  );
}
