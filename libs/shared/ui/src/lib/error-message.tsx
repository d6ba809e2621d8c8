import type { ReactNode } from 'react';
import { Button } from './button';

export interface ErrorMessageProps {
  title?: ReactNode;
  /** The text the spec gives for this screen's failure, or the server's message. */
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  testId?: string;
}

export function ErrorMessage({ title, message, onRetry, retryLabel = 'Try again', testId = 'error-message' }: ErrorMessageProps) {
  return (
    <div className="error-message" role="alert" data-testid={testId}>
      {title ? <p className="error-message__title">{title}</p> : null}
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
