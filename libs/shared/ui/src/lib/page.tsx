import { useId, type ReactNode } from 'react';

export interface PageProps {
  title: string;
  /** Stable hook for e2e tests, e.g. `savings-page`. */
  testId?: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** One screen: the top-level heading, optional actions, then content. */
export function Page({ title, testId, intro, actions, children }: PageProps) {
  const headingId = useId();
  return (
    <section className="page" data-testid={testId} aria-labelledby={headingId}>
      <header className="page__header">
        <h1 id={headingId}>{title}</h1>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </header>
      {intro ? <p className="page__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
