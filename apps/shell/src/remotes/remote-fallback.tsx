import { Button } from '@imali/shared/ui';

export const REMOTE_FALLBACK_MESSAGE = 'This part of Imali is not available right now. Please try again in a few minutes.';

export interface RemoteFallbackProps {
  /** Loads the remote again; without it the page reloads. */
  onRetry?: () => void;
}

/**
 * Shown inside the shell layout in place of an area that failed to load or crashed, so the
 * navigation and every other tab keep working.
 */
export function RemoteFallback({ onRetry }: RemoteFallbackProps) {
  return (
    <section className="page" data-testid="remote-fallback" aria-labelledby="remote-fallback-title">
      <div className="error-message" role="alert">
        <h1 id="remote-fallback-title" className="error-message__title">
          Temporarily unavailable
        </h1>
        <p>{REMOTE_FALLBACK_MESSAGE}</p>
        <Button variant="secondary" onClick={onRetry ?? (() => window.location.reload())}>
          Try again
        </Button>
      </div>
    </section>
  );
}
