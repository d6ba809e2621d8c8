import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ContactPanelProvider } from '@imali/shared/web';
import { ErrorScreen } from './error-page';

interface BoundaryProps {
  /** A new value (the next page) clears the error and renders the children again. */
  resetKey: string;
  fallback: ReactNode;
  children?: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The browser console is the only place a crash of the shell itself can be seen.
    console.error('The shell failed to render this page', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The shell's top-level error boundary: a page that throws while rendering shows "We're
 * experiencing a setback..." with Request call back; moving to another page tries again.
 * (Each remote also has its own boundary with the remote fallback.) The contact panel's modal
 * sits outside the boundary, so Request call back still works when the boundary has caught
 * something, and the modal stays open while a sent request moves the app to /thank-you.
 */
export function ShellErrorBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ContactPanelProvider>
      <Boundary resetKey={pathname} fallback={<ErrorScreen />}>
        {children}
      </Boundary>
    </ContactPanelProvider>
  );
}
