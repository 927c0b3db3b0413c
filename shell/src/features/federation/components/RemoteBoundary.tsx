import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordError } from '@skiclub/shared/errors';

interface Props {
  /** What to show after a render error; gets a reset callback. */
  fallback: (reset: () => void) => ReactNode;
  /** Changing this key clears a caught error (e.g. on navigation). */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  key?: string;
}

/**
 * Error boundary around one remote area: a remote that throws while rendering is replaced by
 * the fallback; header, footer and other remotes keep working.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    recordError({
      status: 0,
      message: error instanceof Error ? error.message : String(error),
      fieldErrors: {},
      kind: 'unexpected',
      at: new Date().toISOString(),
      url: info.componentStack?.split('\n')[1]?.trim(),
    });
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}
