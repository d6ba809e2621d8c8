import { useQuery } from '@apollo/client/react';
import { creditRiskBand } from '@imali/shared/domain';
import { Card, ErrorMessage, formatMonthYear, formatRand, Page, Spinner } from '@imali/shared/ui';
import { GOOD_CREDIT_SCORE_MESSAGE, isGoodCreditScore } from '@imali/debt/domain';
import { DebtDashboardDocument, type DebtBreakdownFieldsFragment as DebtBreakdown } from '../../gql/graphql';

const UNKNOWN = 'Unknown';
const BAND_BADGE = { 'alert-red': 'badge badge--danger', red: 'badge badge--danger', yellow: 'badge badge--warning', primary: 'badge badge--success', grey: 'badge' } as const;

const rand = (value: number | null | undefined) => formatRand(value) || UNKNOWN;

function SummaryCards({ debt }: { debt: DebtBreakdown | null }) {
  return (
    <ul className="card-grid" aria-label="Summary">
      <li>
        {/* Monthly budget is income minus affordability; neither is part of this view yet. */}
        <Card title="My Monthly Budget" testId="debt-budget">
          <span className="stat__value">{UNKNOWN}</span>
        </Card>
      </li>
      <li>
        <Card title="My Monthly Debt" testId="debt-monthly">
          <span className="stat__value">{rand(debt?.allDebt)}</span>
        </Card>
      </li>
      <li>
        <Card title="My Debt Paid off by" testId="debt-paid-off">
          <span className="stat__value">{formatMonthYear(debt?.finalPaymentDate) || UNKNOWN}</span>
        </Card>
      </li>
    </ul>
  );
}

function DebtDetails({ debt }: { debt: DebtBreakdown }) {
  const risk = creditRiskBand(debt.compuScore);
  return (
    <div className="card-grid section">
      <Card title="Where my debt is">
        <dl className="details">
          <dt>Home</dt>
          <dd>{rand(debt.housingDebt)}</dd>
          <dt>Personal</dt>
          <dd>{rand(debt.normalDebt)}</dd>
          <dt>Car</dt>
          <dd>{rand(debt.vehicleDebt)}</dd>
          <dt>Credit</dt>
          <dd>{rand(debt.creditCardDebt)}</dd>
        </dl>
      </Card>
      <Card title="My credit score">
        <p className="stat__value">{debt.compuScore ? debt.compuScore : UNKNOWN}</p>
        <p>
          Credit risk: <span className={BAND_BADGE[risk.colour]}>{risk.label}</span>
        </p>
        {!debt.allDebt && isGoodCreditScore(debt.compuScore) ? <p>{GOOD_CREDIT_SCORE_MESSAGE}</p> : null}
        {debt.hasDebtCounselling ? <p className="muted">You are under debt counselling.</p> : null}
      </Card>
    </div>
  );
}

/** /debt: My Debt dashboard (summary cards, debt by type, credit score). */
export function DebtDashboardPage() {
  const { data, loading, error } = useQuery(DebtDashboardDocument);
  const debt = data?.myClient?.debtBreakdown ?? null;

  let content;
  if (loading && !data) content = <Spinner label="Loading your debt" />;
  // Spec: a load error replaces the dashboard with this exact text.
  else if (error) content = <ErrorMessage message="An error occurred, please contact support" />;
  else {
    content = (
      <>
        <SummaryCards debt={debt} />
        {debt ? (
          <DebtDetails debt={debt} />
        ) : (
          <p className="section muted" data-testid="empty-state">
            We have no credit record for you yet, so your debt is unknown.
          </p>
        )}
      </>
    );
  }

  return (
    <Page title="My Debt" testId="debt-page">
      {content}
    </Page>
  );
}
