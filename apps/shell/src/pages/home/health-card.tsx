// One "My Financial Health" card's frame and its loading skeleton. Not in the cards' lazy chunk:
// the home page shows the same three cards, loading, while that chunk is on its way, so nothing
// below moves when it arrives (issue 12: CLS of the signed-in home on a phone). Its stylesheet,
// health-card.css, is inline in index.html (webpack.config.js inlineCss), not carried in main.js.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The three cards every client sees, with as many skeleton lines as each has figures once loaded. */
export const HEALTH_CARDS = {
  savings: { to: '/savings', title: 'My Savings', testId: 'home-card-savings', loadingLabel: 'Loading your savings', skeletonLines: 2 },
  repayments: { to: '/debt-repayments', title: 'Debt Repayments', testId: 'home-card-repayments', loadingLabel: 'Loading your debt repayments', skeletonLines: 5 },
  debt: { to: '/debt', title: 'My Debt', testId: 'home-card-debt', loadingLabel: 'Loading your debt', skeletonLines: 4 },
} as const;

export interface HealthCardFrameProps {
  to: string;
  title: string;
  testId: string;
  /** The card's figures are on their way (aria-busy). */
  busy: boolean;
  children: ReactNode;
}

/** One card: its title links to the area; the body is the figures, a skeleton or the error. */
export function HealthCardFrame({ to, title, testId, busy, children }: HealthCardFrameProps) {
  const titleId = useId();
  return (
    <article className="card health-card" aria-labelledby={titleId} aria-busy={busy} data-testid={testId}>
      <h3 className="card__title">
        <Link id={titleId} to={to}>
          {title}
        </Link>
      </h3>
      <div className="card__body">{children}</div>
    </article>
  );
}

const SKELETON_WIDTHS = ['skeleton-line--wide', '', 'skeleton-line--short'];

/** The shape of a card's figures while they load, with its status for screen readers. */
export function HealthCardSkeleton({ testId, label, lines = 3 }: { testId: string; label: string; lines?: number }) {
  return (
    <div className="health-card__skeleton" role="status" data-testid={`${testId}-loading`}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, line) => (
        <span key={line} className={`skeleton-line ${SKELETON_WIDTHS[line % SKELETON_WIDTHS.length]}`.trim()} aria-hidden="true" />
      ))}
    </div>
  );
}

/** The cards while their chunk loads: the same frames and skeletons the chunk shows first. */
export function FinancialHealthCardsLoading() {
  return (
    <ul className="card-grid" data-testid="home-financial-health-cards">
      {Object.values(HEALTH_CARDS).map((card) => (
        <li key={card.testId}>
          <HealthCardFrame to={card.to} title={card.title} testId={card.testId} busy>
            <HealthCardSkeleton testId={card.testId} label={card.loadingLabel} lines={card.skeletonLines} />
          </HealthCardFrame>
        </li>
      ))}
    </ul>
  );
}
