import { useQuery } from '@apollo/client/react';
import { Card, EmptyState, ErrorMessage, formatDate, formatRand, Page, Spinner } from '@imali/shared/ui';
import { bucketStatus, bucketTypeLabel, progressBarPercent, progressColour, RECOMMENDED_GOALS, SAVINGS_STATUS_LABELS } from '@imali/savings/domain';
import { SavingsOverviewDocument, type SavingsBucketFieldsFragment as SavingsBucket } from '../../gql/graphql';

const STATUS_BADGE = { NO_SAVINGS: 'badge', BELOW_TARGET: 'badge badge--warning', ON_TRACK: 'badge badge--success' } as const;

function GoalCard({ bucket }: { bucket: SavingsBucket }) {
  // The API speaks rand; the rule only asks whether anything is saved.
  const status = bucketStatus(Math.round(bucket.amount * 100), bucket.percentageFull);
  const colour = progressColour(bucket.percentageFull);
  const width = progressBarPercent(bucket.percentageFull);
  const target = formatDate(bucket.targetDate);
  return (
    <Card headingLevel={3} title={bucket.name || bucketTypeLabel(bucket.bucketType)} testId="savings-goal">
      <span className={STATUS_BADGE[status]}>{SAVINGS_STATUS_LABELS[status]}</span>
      <p className="stat__value">{formatRand(bucket.amount ?? 0)}</p>
      <div
        className="progress"
        role="progressbar"
        aria-label="Progress to target"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width)}
      >
        <div className={colour === 'primary' ? 'progress__bar' : `progress__bar progress__bar--${colour}`} style={{ width: `${width}%` }} />
      </div>
      <p className="muted">
        {bucket.targetAmount == null ? 'No target set' : `Target ${formatRand(bucket.targetAmount)}`}
        {target ? ` by ${target}` : ''}
      </p>
    </Card>
  );
}

function Onboarding() {
  return (
    <>
      <EmptyState
        title="Start your first savings goal"
        description="Pick a goal to save towards. An emergency fund is a good first step, from R25 per month."
      />
      <h2 className="section">Recommended goals</h2>
      <ul className="card-grid" aria-label="Recommended goals">
        {RECOMMENDED_GOALS.map((goal) => (
          <li key={goal.bucketType}>
            <Card headingLevel={3} title={goal.label} />
          </li>
        ))}
        <li>
          <Card headingLevel={3} title="Add a Goal" />
        </li>
      </ul>
    </>
  );
}

/** /savings: My Savings overview (total saved and one card per goal). */
export function SavingsOverviewPage() {
  const { data, loading, error, refetch } = useQuery(SavingsOverviewDocument);
  const buckets = data?.myClient?.savings?.bucketInfo ?? [];

  let content;
  if (loading && !data) content = <Spinner label="Loading your savings" />;
  // Spec: a failing savings overview shows the error message text itself.
  else if (error) content = <ErrorMessage message={error.message} onRetry={() => void refetch()} />;
  else if (buckets.length === 0) content = <Onboarding />;
  else {
    const total = buckets.reduce((sum, bucket) => sum + (bucket.amount ?? 0), 0);
    content = (
      <>
        <Card title="Total savings to date" testId="savings-total">
          <span className="stat__value">{formatRand(total)}</span>
        </Card>
        <h2 className="section">My goals</h2>
        <ul className="card-grid" aria-label="My goals">
          {buckets.map((bucket) => (
            <li key={bucket.id}>
              <GoalCard bucket={bucket} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Page title="My Savings" testId="savings-page">
      {content}
    </Page>
  );
}
