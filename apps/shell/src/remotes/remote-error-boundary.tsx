import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  children: ReactNode;
  /** Reloads the remote (a crash may come from a half-deployed bundle). */
  onRetry: () => void;
  /** Changing it (e.g. the path) clears a caught error, so navigating away recovers. */
  resetKey: string;
}

interface State {
  error: unknown;
  failedKey: string | null;
}

/** Catches render errors thrown inside a remote so only that area shows the fallback. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error !== null && state.failedKey !== null && state.failedKey !== props.resetKey) {
      return { error: null, failedKey: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failedKey: this.props.resetKey });
    console.error('[imali] a remote crashed while rendering; showing the fallback', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null, failedKey: null });
    this.props.onRetry();
  };

  override render() {
    return this.state.error !== null ? <RemoteFallback onRetry={this.retry} /> : this.props.children;
  }
}
