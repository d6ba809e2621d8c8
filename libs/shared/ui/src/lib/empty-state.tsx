import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  testId?: string;
}

export function EmptyState({ title, description, action, testId = 'empty-state' }: EmptyStateProps) {
  return (
    <div className="empty-state" data-testid={testId}>
      <h2 className="empty-state__title">{title}</h2>
      {description ? <p className="empty-state__description">{description}</p> : null}
      {action ? <div>{action}</div> : null}
    </div>
  );
}
