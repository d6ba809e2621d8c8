import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  testId?: string;
}

export function Card({ title, headingLevel = 2, footer, children, className, testId }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={className ? `card ${className}` : 'card'} data-testid={testId}>
      {title ? <Heading className="card__title">{title}</Heading> : null}
      <div className="card__body">{children}</div>
      {footer ? <div className="card__footer">{footer}</div> : null}
    </article>
  );
}

export interface LinkCardProps {
  to: string;
  title: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** A whole card that navigates; the title is the link's accessible name. */
export function LinkCard({ to, title, children, testId }: LinkCardProps) {
  return (
    <Link className="card" to={to} data-testid={testId}>
      <h2 className="card__title">{title}</h2>
      {children ? <div className="card__body">{children}</div> : null}
    </Link>
  );
}
