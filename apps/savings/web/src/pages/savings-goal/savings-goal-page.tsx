// /savings/{id}: the goal detail (savings-budget-debt-shell.md sections 2, 4, 6, 8 and 9): type,
// description, goal amount, a progress dial with the amount left to go, saved so far, monthly
// contribution, estimated months left and date, target date and months until it, total
// contributions and withdrawals, Edit Goal, Withdraw (disabled at 0), Transfer to My Emergency
// Fund (not on the Emergency goal), Edit plan (the bank change flow), EFT details and Back. The
// December plan (YEAR_END) adds the payout day and year selectors (sent on every change) and,
// when there is money in it, Transfer to Emergency Fund and Withdraw Now.
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, EmptyState, ErrorMessage, formatDate, formatRand, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import {
  amountLeftCents,
  bucketTypeLabel,
  decemberPayoutErrors,
  formatCents,
  goalDetailsFromMetaData,
  goalEstimate,
  GOAL_DETAIL_LABELS,
  isDetailShownInSummary,
  monthsUntilTargetDate,
  PAYOUT_DAYS,
} from '@imali/savings/domain';
import { isUuid, toIsoDate } from '@imali/shared/validation';
import { SavingsGoalDocument, SavingsUpdateBucketDocument, type SavingsGoalQuery } from '../../gql/graphql';
import { EftDetails } from '../../components/eft-details';
import { GoalImage, goalName, ProgressDial, StatusBadge } from '../../components/goal-card';
import { GuidedGoalModal, SAVINGS_QUERIES } from '../../goal-setup/guided-goal-modal';
import { WithdrawalFlow } from '../../withdrawal/withdrawal-flow';
import { TransferToEmergency, TRANSFER_TITLE } from '../../withdrawal/transfer-to-emergency';
import { BankChangeFlow } from '../../bank-change/bank-change-flow';
import { KeepsFuneralPolicy } from '../../funeral-keeps/keeps-funeral-policy';
import { centsOf, payoutYearOptions, today as todayOf } from '../../savings-values';

type Client = NonNullable<SavingsGoalQuery['myClient']>;
type Savings = NonNullable<Client['savings']>;
type Bucket = NonNullable<Savings['bucketInfoById']>;

/** Ours: the title per type (the spec: "The title and image depend on the bucket type"). */
export function goalTitle(bucket: Pick<Bucket, 'bucketType' | 'name'>): string {
  if (bucket.bucketType === 'YEAR_END') return 'My December Plan';
  if (bucket.bucketType === 'EMERGENCY') return 'My Emergency Fund';
  return `My ${goalName(bucket)} Goal`;
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
}

/**
 * The December plan's payout line, by state (the spec has no text: docs/decisions/savings-december-payout.md,
 * savings-december-payout-messages.md and savings-december-payout-account-hint.md): what the payout did on
 * the current payout date (paid out, or not paid for want of a bank account); before it, what will happen,
 * or, with no bank account to pay into, that one must be chosen; nothing for a zero balance paid nothing or
 * a date past with no payout.
 */
export function decemberPayoutText(payoutDate: string | null | undefined, payout: Bucket['decemberPayout'], today: string, hasPayoutAccount: boolean): string | null {
  if (payout?.status === 'PAID_OUT') return `Paid out on ${formatDate(payout.payoutDate)}: ${formatRand(payout.amount)}`;
  if (payout?.status === 'NO_ACCOUNT') return `Not paid out on ${formatDate(payout.payoutDate)}: your savings has no bank account to pay it into. The money stays in your goal.`;
  if (!payout && payoutDate && payoutDate >= today) {
    // The payout job pays nothing without one (NO_ACCOUNT): do not promise it.
    if (!hasPayoutAccount) return `Your December Fund cannot be paid out on ${formatDate(payoutDate)}: your savings has no bank account to pay it into. Choose one in Edit plan.`;
    return `Your December Fund will be paid out on ${formatDate(payoutDate)}.`;
  }
  return null;
}

/** As the payout job sees it: an account chosen that is still one of the client's. */
export function hasPayoutAccount(paymentBankAccountId: string | null | undefined, bankAccounts: readonly { id: string }[] | null | undefined): boolean {
  return !!paymentBankAccountId && (bankAccounts ?? []).some((account) => account.id === paymentBankAccountId);
}

/** The December plan's payout day and year: each change sends updateSavingsBucket payoutDate. */
function DecemberPlan({ bucket, hasAccount, onChooseAccount }: { bucket: Bucket; hasAccount: boolean; onChooseAccount: () => void }) {
  const today = useMemo(() => todayOf(), []);
  const years = useMemo(() => payoutYearOptions(today, bucket.payoutDate), [today, bucket.payoutDate]);
  const stored = bucket.payoutDate ? /^(\d{4})-12-(\d{2})$/.exec(bucket.payoutDate) : null;
  const [day, setDay] = useState(stored ? String(Number(stored[2])) : '');
  const [year, setYear] = useState(stored ? stored[1]! : '');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  // Awaited: the payout line below (from the goal as saved) and "Payout date saved" change together.
  const [update] = useMutation(SavingsUpdateBucketDocument, { refetchQueries: SAVINGS_QUERIES, awaitRefetchQueries: true });
  const payoutLine = decemberPayoutText(bucket.payoutDate, bucket.decemberPayout, toIsoDate(today), hasAccount);
  const needsAccount = !hasAccount && !bucket.decemberPayout && !!bucket.payoutDate && bucket.payoutDate >= toIsoDate(today);

  const change = async (nextDay: string, nextYear: string) => {
    setDay(nextDay);
    setYear(nextYear);
    if (!nextDay || !nextYear) return;
    const problems = decemberPayoutErrors({ payoutDay: nextDay, payoutYear: nextYear }, today);
    if (problems.length) {
      setMessage({ error: true, text: problems[0]!.message });
      return;
    }
    const payoutDate = toIsoDate({ year: Number(nextYear), month: 12, day: Number(nextDay) });
    try {
      await update({ variables: { id: bucket.id, input: { payoutDate } } });
      // Not "Paid out on": the date is ahead; the payout line says what will happen on it.
      setMessage({ error: false, text: 'Payout date saved' });
    } catch (error) {
      setMessage({ error: true, text: errorMessage(error) });
    }
  };

  return (
    <Card title="Payout date" testId="savings-december-plan">
      <p className="muted">Your December Fund is paid out in December, on the day you choose.</p>
      {payoutLine ? <p data-testid="savings-december-payout">{payoutLine}</p> : null}
      {needsAccount ? (
        <p>
          <Button variant="secondary" onClick={onChooseAccount} data-testid="savings-december-choose-account">
            Choose a bank account
          </Button>
        </p>
      ) : null}
      <div className="button-row">
        <div className="field">
          <label className="field__label" htmlFor="payout-day">
            Payout day
          </label>
          <select id="payout-day" className="field__input" value={day} onChange={(event) => void change(event.currentTarget.value, year)}>
            <option value="">Select one</option>
            {PAYOUT_DAYS.map((value) => (
              <option key={value} value={String(value)}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <span className="field__label">Month</span>
          <span>December</span>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="payout-year">
            Year
          </label>
          <select id="payout-year" className="field__input" value={year} onChange={(event) => void change(day, event.currentTarget.value)}>
            <option value="">Select one</option>
            {years.map((value) => (
              <option key={value} value={String(value)}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </div>
      {message ? (
        message.error ? (
          <ErrorMessage message={message.text} testId="savings-payout-error" />
        ) : (
          <p role="status" data-testid="savings-payout-saved">
            {message.text}
          </p>
        )
      ) : null}
    </Card>
  );
}

type Overlay = 'edit' | 'withdraw' | 'transfer' | 'plan' | null;

function GoalDetail({ client, savings, bucket }: { client: Client; savings: Savings; bucket: Bucket }) {
  const today = useMemo(() => todayOf(), []);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const amount = centsOf(bucket.amount);
  const target = centsOf(bucket.targetAmount);
  const monthly = centsOf(bucket.desiredSavings);
  // Counts what the client said they already have saved elsewhere, as the quote did.
  const existing = centsOf(bucket.existingAmount);
  const { monthsLeft: left, estimatedDate: estimated } = goalEstimate({ amountCents: amount, existingAmountCents: existing, targetCents: target, monthlyCents: monthly }, today);
  const untilTarget = bucket.targetDate ? monthsUntilTargetDate(bucket.targetDate, today) : undefined;
  const details = goalDetailsFromMetaData(bucket.metaData);
  const december = bucket.bucketType === 'YEAR_END';
  const hasMoney = bucket.amount > 0;
  const close = () => setOverlay(null);

  return (
    <>
      <p>
        <Link to="/savings" data-testid="savings-back">
          ← Back
        </Link>
      </p>
      <div className="card-grid">
        <Card title="Progress" testId="savings-goal-progress">
          <StatusBadge bucket={bucket} />
          <p className="stat__value" data-testid="savings-goal-amount">
            {formatRand(bucket.amount)}
          </p>
          <ProgressDial percentageFull={bucket.percentageFull} leftText={`${formatCents(amountLeftCents(amount, target))} to go`} />
        </Card>
        <Card title="My goal" testId="savings-goal-fields">
          <dl className="details">
            <Row label="Goal type" value={bucketTypeLabel(bucket.bucketType)} testId="savings-goal-type" />
            {bucket.description ? <Row label="Description" value={bucket.description} /> : null}
            <Row label="Goal amount" value={formatRand(bucket.targetAmount)} testId="savings-goal-target" />
            <Row label="Saved so far" value={formatRand(bucket.amount)} />
            {existing > 0 ? <Row label="Already saved elsewhere" value={formatRand(bucket.existingAmount)} testId="savings-goal-existing" /> : null}
            <Row label="Monthly contribution" value={formatRand(bucket.desiredSavings)} testId="savings-goal-monthly" />
            <Row label="Estimated months left" value={left === undefined ? 'Add a monthly contribution' : String(left)} testId="savings-goal-months-left" />
            <Row label="Estimated date" value={estimated ? formatDate(toIsoDate(estimated)) : '—'} testId="savings-goal-estimated-date" />
            <Row label="Target date" value={bucket.targetDate ? formatDate(bucket.targetDate) : 'Not set'} />
            <Row label="Months until target date" value={untilTarget === undefined ? '—' : String(untilTarget)} />
            <Row label="Total contributions" value={formatRand(bucket.totalContributionsAmount)} testId="savings-goal-contributions" />
            <Row label="Total withdrawals" value={formatRand(bucket.totalWithdrawalsAmount)} testId="savings-goal-withdrawals" />
            {bucket.pendingWithdrawalsAmount > 0 ? <Row label="Being processed" value={formatRand(bucket.pendingWithdrawalsAmount)} testId="savings-goal-pending" /> : null}
            {Object.entries(details)
              // Custom's description detail is the goal's description, already shown above.
              .filter(([key]) => isDetailShownInSummary(bucket.bucketType, key) && !(key === 'description' && bucket.description))
              .map(([key, value]) => (
                <Row key={key} label={GOAL_DETAIL_LABELS[key] ?? key} value={key === 'tripDate' ? formatDate(value) : value} />
              ))}
          </dl>
        </Card>
      </div>
      {december ? <DecemberPlan bucket={bucket} hasAccount={hasPayoutAccount(savings.paymentBankAccountId, client.bankAccounts)} onChooseAccount={() => setOverlay('plan')} /> : null}
      {bucket.bucketType === 'FUNERAL' ? <KeepsFuneralPolicy bucketId={bucket.id} /> : null}
      <div className="button-row section">
        <Button variant="secondary" onClick={() => setOverlay('edit')} data-testid="savings-edit-goal">
          Edit Goal
        </Button>
        <Button variant="secondary" onClick={() => setOverlay('plan')} data-testid="savings-edit-plan">
          Edit plan
        </Button>
        {december ? (
          hasMoney ? (
            <>
              <Button onClick={() => setOverlay('withdraw')} data-testid="savings-withdraw-now">
                Withdraw Now
              </Button>
              <Button variant="secondary" onClick={() => setOverlay('transfer')} data-testid="savings-transfer-emergency">
                Transfer to Emergency Fund
              </Button>
            </>
          ) : null
        ) : (
          <>
            <Button onClick={() => setOverlay('withdraw')} disabled={!hasMoney} data-testid="savings-goal-withdraw">
              Withdraw
            </Button>
            {bucket.bucketType !== 'EMERGENCY' ? (
              <Button variant="secondary" onClick={() => setOverlay('transfer')} disabled={!hasMoney} data-testid="savings-transfer-emergency">
                {TRANSFER_TITLE}
              </Button>
            ) : null}
          </>
        )}
      </div>
      <div className="section">
        <EftDetails idNumber={client.idNumber} />
      </div>
      {overlay === 'edit' ? (
        <GuidedGoalModal editing={bucket} income={client.income} birthDate={client.birthDate} emergencyGoalId={savings.bucketInfo.find((goal) => goal.bucketType === 'EMERGENCY')?.id ?? null} onClose={close} />
      ) : null}
      {overlay === 'withdraw' ? (
        <WithdrawalFlow savingsId={savings.id} buckets={savings.bucketInfo} bucketId={bucket.id} bankAccounts={client.bankAccounts} bankAccountId={savings.paymentBankAccountId} onClose={close} />
      ) : null}
      {overlay === 'transfer' ? <TransferToEmergency savingsId={savings.id} bucket={{ id: bucket.id, name: goalName(bucket), amount: bucket.amount }} onClose={close} /> : null}
      {overlay === 'plan' ? <BankChangeFlow payDay={savings.payDay} bankAccountId={savings.paymentBankAccountId} bankAccounts={client.bankAccounts} onClose={close} /> : null}
    </>
  );
}

/** /savings/{id}. */
export function SavingsGoalPage() {
  const { id = '' } = useParams();
  // Every goal's id is a UUID: any other (mistyped, cut short) is no goal, as an unknown one, and
  // is not asked for (the API refuses it with "Invalid id"; docs/decisions/savings-goal-id-in-address.md).
  const wellFormed = isUuid(id);
  const { data, loading, error, refetch } = useQuery(SavingsGoalDocument, { variables: { id }, skip: !wellFormed });
  const client = data?.myClient ?? null;
  const savings = client?.savings ?? null;
  const bucket = savings?.bucketInfoById ?? null;

  let title = 'My Goal';
  let image;
  let content;
  if (wellFormed && loading && !data) content = <Spinner label="Loading your goal" />;
  // Spec: "Goal detail query fails: Error! {message}".
  else if (error) content = <ErrorMessage message={`Error! ${error.message}`} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!client || !savings || !bucket) {
    content = (
      <>
        <EmptyState title="Goal not found" description="This savings goal is not one of yours, or it no longer exists." />
        <Link to="/savings">Back to My Savings</Link>
      </>
    );
  } else {
    title = goalTitle(bucket);
    // Beside the title, which names the goal: decorative.
    image = <GoalImage type={bucket.bucketType} size={64} className="savings-title-image" />;
    content = <GoalDetail client={client} savings={savings} bucket={bucket} />;
  }
  return (
    <Page title={title} actions={image} testId="savings-goal-page">
      {content}
    </Page>
  );
}
