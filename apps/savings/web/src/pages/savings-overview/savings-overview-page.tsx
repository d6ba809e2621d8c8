// /savings: My Savings (savings-budget-debt-shell.md sections 2, 6, 8 and 9): the monthly
// contributions total, total savings to date, a chart of goal progress, a card per goal, the
// tax-number tip (behind its flag), EFT payment details, the budget prompt, Add Savings Goal,
// Withdraw Funds, the funeral prompt, the payment details (bank change flow) and any failed collections. With no
// goals yet: the onboarding screen with the recommended goal cards.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink, Card, EmptyState, ErrorMessage, formatDate, formatRand, Page, Spinner } from '@imali/shared/ui';
import { BudgetModal } from '@imali/shared/web';
import { EMERGENCY_FROM_MONTHLY_RAND, RECOMMENDED_GOALS, savingsLevel } from '@imali/savings/domain';
import { SavingsOverviewDocument, type SavingsOverviewQuery } from '../../gql/graphql';
import { EftDetails } from '../../components/eft-details';
import { GoalCard, GoalCardTitle } from '../../components/goal-card';
import { GoalProgressChart } from '../../components/goal-progress-chart';
import { centsOf } from '../../savings-values';
import { bankAccountLabel } from '../../components/bank-account-select';
import { TaxNumberTip } from '../../tax-number/tax-number-modal';
import { WithdrawalFlow } from '../../withdrawal/withdrawal-flow';
import { BankChangeFlow } from '../../bank-change/bank-change-flow';

type Client = NonNullable<SavingsOverviewQuery['myClient']>;
type Savings = NonNullable<Client['savings']>;

export const ONBOARDING_TITLE = 'Start your first savings goal';
export const BUDGET_PROMPT_TITLE = 'Set up your budget';
export const BUDGET_PROMPT_TEXT = 'Know what you can put away each month: add your income and expenses.';
export const FAILED_COLLECTIONS_TITLE = 'Collections that failed';
export const FUNERAL_PROMPT_TITLE = 'Funeral cover';
export const FUNERAL_PROMPT_TEXT = 'Saving for a funeral takes time. Funeral cover pays out quickly when your family needs it.';

export function Onboarding() {
  return (
    <>
      <EmptyState title={ONBOARDING_TITLE} description={`Pick a goal to save towards. An emergency fund is a good first step, from R${EMERGENCY_FROM_MONTHLY_RAND} per month.`} />
      <h2 className="section">Recommended goals</h2>
      <ul className="card-grid" aria-label="Recommended goals" data-testid="savings-recommended">
        {RECOMMENDED_GOALS.map((goal) => (
          <li key={goal.bucketType}>
            <Link className="card" to={`/savings/add/${goal.bucketType}`} data-testid="savings-recommended-goal">
              <GoalCardTitle type={goal.bucketType}>{goal.label}</GoalCardTitle>
            </Link>
          </li>
        ))}
        <li>
          <Link className="card" to="/savings/add" data-testid="savings-recommended-add">
            <GoalCardTitle type="OTHER">Add a Goal</GoalCardTitle>
          </Link>
        </li>
      </ul>
    </>
  );
}

function BudgetPrompt() {
  const [open, setOpen] = useState(false);
  return (
    <Card title={BUDGET_PROMPT_TITLE} testId="savings-budget-prompt">
      <p>{BUDGET_PROMPT_TEXT}</p>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="savings-open-budget">
        Set up my budget
      </Button>
      {open ? <BudgetModal onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}

/** The funeral prompt (section 2's overlays: "funeral and budget prompts"): the way to the funeral cover journey (docs/decisions/savings-funeral-prompt.md). */
function FuneralPrompt() {
  return (
    <Card title={FUNERAL_PROMPT_TITLE} testId="savings-funeral-prompt">
      <p>{FUNERAL_PROMPT_TEXT}</p>
      <ButtonLink to="/funeral" variant="secondary" testId="savings-open-funeral">
        Get funeral cover
      </ButtonLink>
    </Card>
  );
}

function FailedCollections({ collections }: { collections: Savings['failedCollections'] }) {
  if (!collections.length) return null;
  return (
    <Card title={FAILED_COLLECTIONS_TITLE} testId="savings-failed-collections">
      <p className="muted">These debit orders could not be collected. Check your payment details, or pay in by EFT.</p>
      <ul className="list">
        {collections.map((collection) => (
          <li key={collection.id} className="list-row" data-testid="savings-failed-collection">
            <span>{formatDate(collection.collectionDate)}</span> <strong>{formatRand(collection.amount)}</strong>
            {collection.failureReason ? <span className="muted"> · {collection.failureReason}</span> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

const LEVEL_BADGE = { red: 'badge badge--danger', yellow: 'badge badge--warning', primary: 'badge badge--success' } as const;

/**
 * The savings-level banding (section 4): the total saved against the goals' targets together (the
 * spec's default of R 10 000 when no goal has one): Poor, Average or Good
 * (docs/decisions/savings-level-banding.md).
 */
export function SavingsLevelBadge({ buckets }: { buckets: Savings['bucketInfo'] }) {
  const saved = buckets.reduce((sum, bucket) => sum + Math.max(0, centsOf(bucket.amount)), 0);
  const target = buckets.reduce((sum, bucket) => sum + Math.max(0, centsOf(bucket.targetAmount)), 0);
  const level = savingsLevel(saved, target);
  return (
    <span className={LEVEL_BADGE[level.colour]} data-testid="savings-level" data-colour={level.colour}>
      Savings level: {level.band}
    </span>
  );
}

function Overview({ client, savings }: { client: Client; savings: Savings }) {
  const [withdrawing, setWithdrawing] = useState(false);
  const [changingBank, setChangingBank] = useState(false);
  const buckets = savings.bucketInfo;
  const paymentAccount = client.bankAccounts.find((account) => account.id === savings.paymentBankAccountId);
  return (
    <>
      <div className="card-grid">
        <Card title="Monthly contributions" testId="savings-monthly-total">
          <span className="stat__value">{formatRand(savings.monthlyContributionsTotal)}</span>
        </Card>
        <Card title="Total savings to date" testId="savings-total">
          <span className="stat__value">{formatRand(savings.totalSaved)}</span>
          <p>
            <SavingsLevelBadge buckets={buckets} />
          </p>
        </Card>
      </div>
      <div className="button-row section">
        <ButtonLink to="/savings/add" testId="savings-add-goal">
          Add Savings Goal
        </ButtonLink>
        <Button variant="secondary" onClick={() => setWithdrawing(true)} data-testid="savings-withdraw">
          Withdraw Funds
        </Button>
      </div>
      <FailedCollections collections={savings.failedCollections} />
      <GoalProgressChart buckets={buckets} />
      <h2 className="section">My goals</h2>
      <ul className="card-grid" aria-label="My goals">
        {buckets.map((bucket) => (
          <li key={bucket.id}>
            <GoalCard bucket={bucket} />
          </li>
        ))}
      </ul>
      <div className="card-grid section">
        <TaxNumberTip taxNumber={client.taxNumber} />
        <Card title="Payment details" testId="savings-payment-details">
          <p>
            {savings.payDay && paymentAccount
              ? `Collected on day ${savings.payDay} of each month from ${bankAccountLabel(paymentAccount)}.`
              : 'Choose your pay day and the account your contributions are collected from.'}
          </p>
          <Button variant="secondary" onClick={() => setChangingBank(true)} data-testid="savings-change-bank">
            Change payment details
          </Button>
        </Card>
        <EftDetails idNumber={client.idNumber} />
        <BudgetPrompt />
        <FuneralPrompt />
      </div>
      {withdrawing ? (
        <WithdrawalFlow
          savingsId={savings.id}
          buckets={buckets}
          bankAccounts={client.bankAccounts}
          bankAccountId={savings.paymentBankAccountId}
          onClose={() => setWithdrawing(false)}
        />
      ) : null}
      {changingBank ? (
        <BankChangeFlow payDay={savings.payDay} bankAccountId={savings.paymentBankAccountId} bankAccounts={client.bankAccounts} onClose={() => setChangingBank(false)} />
      ) : null}
    </>
  );
}

/** /savings: My Savings overview. */
export function SavingsOverviewPage() {
  const { data, loading, error, refetch } = useQuery(SavingsOverviewDocument);
  const client = data?.myClient ?? null;
  const savings = client?.savings ?? null;

  let content;
  if (loading && !data) content = <Spinner label="Loading your savings" />;
  // Spec: a failing savings overview shows the error message text itself.
  else if (error || !client) content = <ErrorMessage message={error ? error.message : 'An error has occured. Please contact support'} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!savings || savings.bucketInfo.length === 0) {
    content = (
      <>
        <Onboarding />
        <div className="card-grid section">
          <TaxNumberTip taxNumber={client.taxNumber} />
          <BudgetPrompt />
          <FuneralPrompt />
        </div>
      </>
    );
  } else content = <Overview client={client} savings={savings} />;

  return (
    <Page title="My Savings" testId="savings-page">
      {content}
    </Page>
  );
}
