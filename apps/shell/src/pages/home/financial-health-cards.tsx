// "My Financial Health" cards (issue 13 item 4), fetched after the home page's first paint: the
// greeting comes with the shell, these and the area links (explore-section.tsx) with their own
// chunk (the first load's JavaScript budget). Each card stands alone: its own skeleton, error with Try again, or empty
// state with a next step, so one area that is down never blanks the others.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { clearanceCertificateStateLabel, creditRiskBand, type CreditRiskColour } from '@imali/shared/domain';
import { Button, ButtonLink, formatMonthYear, formatRand } from '@imali/shared/ui';
import type { ShellFinancialHealthQuery } from '../../gql/graphql';
import { CARD_ERROR_MESSAGE, cardFailed, monthlyBudget, savingsSummary, type CardField } from './financial-health-state';
import { HEALTH_CARDS, HealthCardFrame, HealthCardSkeleton } from './health-card';
import './financial-health.css';

export { ExploreSection } from './explore-section';

type FinancialHealthClient = NonNullable<ShellFinancialHealthQuery['myClient']>;

export interface FinancialHealthCardsProps {
  /** The query's answer so far (partial with errorPolicy 'all'). */
  client: FinancialHealthClient | null | undefined;
  /** The query's error, if any (placed on cards by path or subgraph). */
  error: unknown;
  /** The query is on its way (first load or Try again). */
  loading: boolean;
  onRetry: () => void;
}

const UNKNOWN = 'Unknown';
/** Ours: the budget rests on the bureau's estimate (the debt dashboard marks that income with *). */
export const ESTIMATED_INCOME_NOTE = 'Worked out from the credit bureau’s estimate of your income.';
const BAND_BADGE: Record<CreditRiskColour, string> = {
  'alert-red': 'badge badge--danger',
  red: 'badge badge--danger',
  yellow: 'badge badge--warning',
  primary: 'badge badge--success',
  grey: 'badge',
};
/** How many groups the card names before "and N more". */
const GROUPS_NAMED = 3;

function viewOf(props: FinancialHealthCardsProps, field: CardField): CardView {
  const failed = cardFailed(props.error, props.client, field);
  const value = props.client?.[field];
  // While (re)loading, a card without a value waits: its null may have been an error.
  if (props.loading && (failed || value === null || value === undefined)) return 'loading';
  return failed || (!props.client && !props.loading) ? 'error' : 'ready';
}

type CardView = 'loading' | 'error' | 'ready';

interface HealthCardProps {
  to: string;
  title: string;
  testId: string;
  view: CardView;
  loadingLabel: string;
  /** Lines of the skeleton: the rows of figures the card shows once loaded. */
  skeletonLines?: number;
  onRetry: () => void;
  children?: ReactNode;
}

/** One card in its view: the figures, a skeleton or the error with Try again. */
function HealthCard({ to, title, testId, view, loadingLabel, skeletonLines, onRetry, children }: HealthCardProps) {
  let body: ReactNode;
  if (view === 'loading') body = <HealthCardSkeleton testId={testId} label={loadingLabel} lines={skeletonLines} />;
  else if (view === 'error') {
    body = (
      <div className="health-card__error" role="alert" data-testid={`${testId}-error`}>
        <p>{CARD_ERROR_MESSAGE}</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  } else body = children;
  return (
    <HealthCardFrame to={to} title={title} testId={testId} busy={view === 'loading'}>
      {body}
    </HealthCardFrame>
  );
}

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
}

/** Empty state inside a card: what is missing and the one next step. */
function NextStep({ text, to, action, testId }: { text: string; to: string; action: string; testId: string }) {
  return (
    <div className="health-card__empty" data-testid={testId}>
      <p className="muted">{text}</p>
      <ButtonLink to={to} variant="secondary">
        {action}
      </ButtonLink>
    </div>
  );
}

const NO_CREDIT_RECORD = 'We have no credit record for you yet. Answer three quick questions once to see it.';

function SavingsCard(props: FinancialHealthCardsProps) {
  const savings = props.client?.savings;
  const summary = savingsSummary(savings?.bucketInfo);
  return (
    <HealthCard {...HEALTH_CARDS.savings} view={viewOf(props, 'savings')} onRetry={props.onRetry}>
      {summary.goals === 0 ? (
        <NextStep text="You have no savings goals yet. Start an emergency fund from R25 a month." to="/savings" action="Start saving" testId="home-savings-empty" />
      ) : (
        <dl className="details">
          <Figure label="Total saved" value={formatRand(summary.totalSaved)} testId="home-savings-total" />
          <Figure label="Goals" value={summary.goals} testId="home-savings-goals" />
        </dl>
      )}
    </HealthCard>
  );
}

function DebtRepaymentsCard(props: FinancialHealthCardsProps) {
  const debt = props.client?.debtBreakdown;
  let content: ReactNode;
  if (!debt) content = <NextStep text={NO_CREDIT_RECORD} to="/debt" action="See my debt" testId="home-repayments-empty" />;
  else if (!(debt.allDebt > 0)) content = <p data-testid="home-repayments-none">You have no debt repayments on your credit record.</p>;
  else {
    content = (
      <dl className="details">
        <Figure label="My Monthly Debt" value={formatRand(debt.allDebt)} testId="home-repayments-total" />
        <Figure label="Home" value={formatRand(debt.housingDebt)} testId="home-repayments-housing" />
        <Figure label="Car" value={formatRand(debt.vehicleDebt)} testId="home-repayments-vehicle" />
        <Figure label="Credit" value={formatRand(debt.creditCardDebt)} testId="home-repayments-credit-card" />
        <Figure label="Personal" value={formatRand(debt.normalDebt)} testId="home-repayments-personal" />
      </dl>
    );
  }
  return (
    <HealthCard {...HEALTH_CARDS.repayments} view={viewOf(props, 'debtBreakdown')} onRetry={props.onRetry}>
      {content}
    </HealthCard>
  );
}

function DebtCard(props: FinancialHealthCardsProps) {
  const client = props.client;
  const debt = client?.debtBreakdown;
  let content: ReactNode;
  if (!client || !debt) content = <NextStep text={NO_CREDIT_RECORD} to="/debt" action="See my debt" testId="home-debt-empty" />;
  else {
    // The estimate the debt subgraph used (identity's, else the bureau's) is in the breakdown.
    const budget = monthlyBudget({
      income: client.income,
      estimatedIncome: debt.estimatedIncome ?? client.estimatedIncome,
      affordability: debt.affordability,
      incomeIsEstimated: debt.incomeIsEstimated,
    });
    const band = creditRiskBand(debt.compuScore);
    const paidOffBy = debt.allDebt > 0 ? formatMonthYear(debt.finalPaymentDate) || UNKNOWN : 'No debt';
    content = (
      <>
        <dl className="details">
          <Figure
            label="My Monthly Budget"
            value={budget.amount === undefined ? UNKNOWN : formatRand(budget.amount)}
            testId="home-debt-budget"
          />
          <Figure label="My Debt Paid off by" value={paidOffBy} testId="home-debt-paid-off" />
          <Figure
            label="Credit risk"
            value={
              <span className={BAND_BADGE[band.colour]} data-testid="home-debt-band">
                {band.label}
              </span>
            }
          />
          <Figure label="Credit score" value={band.score > 0 ? band.score : UNKNOWN} testId="home-debt-score" />
        </dl>
        {budget.estimated ? <p className="muted health-card__note">{ESTIMATED_INCOME_NOTE}</p> : null}
        {debt.hasDebtCounselling ? <p className="muted health-card__note">You are under debt counselling.</p> : null}
      </>
    );
  }
  return (
    <HealthCard {...HEALTH_CARDS.debt} view={viewOf(props, 'debtBreakdown')} onRetry={props.onRetry}>
      {content}
    </HealthCard>
  );
}

/** Clearance and groups cards appear once there is something in them, or an error to own up to. */
function hasSomethingToShow(props: FinancialHealthCardsProps, field: 'clearanceCertificates' | 'groups'): boolean {
  const view = viewOf(props, field);
  if (view === 'loading') return false;
  return view === 'error' || (props.client?.[field]?.length ?? 0) > 0;
}

/** Shown when the client has an application, or when we could not tell. */
function ClearanceCard(props: FinancialHealthCardsProps) {
  const view = viewOf(props, 'clearanceCertificates');
  const certificates = props.client?.clearanceCertificates ?? [];
  const latest = certificates[0];
  return (
    <HealthCard
      to={latest ? `/clearance-certificate/${encodeURIComponent(latest.id)}` : '/clearance-certificate'}
      title="Clearance Certificate"
      testId="home-card-clearance"
      view={view}
      loadingLabel="Loading your clearance certificate"
      onRetry={props.onRetry}
    >
      {latest ? (
        <dl className="details">
          <Figure label="Status" value={clearanceCertificateStateLabel(latest.state)} testId="home-clearance-state" />
          {latest.certificateNumber ? <Figure label="Certificate" value={latest.certificateNumber} /> : null}
          {certificates.length > 1 ? <Figure label="Applications" value={certificates.length} /> : null}
        </dl>
      ) : null}
    </HealthCard>
  );
}

/** Shown when the client belongs to a group, or when we could not tell. */
function GroupsCard(props: FinancialHealthCardsProps) {
  const view = viewOf(props, 'groups');
  const groups = props.client?.groups ?? [];
  const more = groups.length - GROUPS_NAMED;
  return (
    <HealthCard to="/group" title="My Groups" testId="home-card-groups" view={view} loadingLabel="Loading your groups" onRetry={props.onRetry}>
      <ul className="health-card__list">
        {groups.slice(0, GROUPS_NAMED).map((group) => (
          <li key={group.id}>
            <Link to={`/group/${encodeURIComponent(group.id)}`}>{group.name}</Link>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="muted health-card__note">{`and ${more} more`}</p> : null}
    </HealthCard>
  );
}

/** The cards in the order of the old links: savings, debt repayments, debt; then clearance and groups when they have something. */
export function FinancialHealthCards(props: FinancialHealthCardsProps) {
  return (
    <ul className="card-grid" data-testid="home-financial-health-cards">
      <li>
        <SavingsCard {...props} />
      </li>
      <li>
        <DebtRepaymentsCard {...props} />
      </li>
      <li>
        <DebtCard {...props} />
      </li>
      {hasSomethingToShow(props, 'clearanceCertificates') ? (
        <li>
          <ClearanceCard {...props} />
        </li>
      ) : null}
      {hasSomethingToShow(props, 'groups') ? (
        <li>
          <GroupsCard {...props} />
        </li>
      ) : null}
    </ul>
  );
}
