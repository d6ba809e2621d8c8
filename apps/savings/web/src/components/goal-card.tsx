// One goal on the overview: its name, status badge, amount, progress bar in the status colour
// (all from @imali/savings/domain), target; the whole card leads to /savings/{id}.
import { Link } from 'react-router-dom';
import { formatDate, formatRand } from '@imali/shared/ui';
import { bucketStatus, bucketTypeLabel, progressBarPercent, progressColour, SAVINGS_STATUS_LABELS } from '@imali/savings/domain';
import type { SavingsBucketFieldsFragment } from '../gql/graphql';
import { centsOf } from '../savings-values';

const STATUS_BADGE = { NO_SAVINGS: 'badge', BELOW_TARGET: 'badge badge--warning', ON_TRACK: 'badge badge--success' } as const;

export function goalName(bucket: { name?: string | null; bucketType: string }): string {
  return bucket.name || bucketTypeLabel(bucket.bucketType);
}

export function StatusBadge({ bucket }: { bucket: Pick<SavingsBucketFieldsFragment, 'amount' | 'percentageFull'> }) {
  const status = bucketStatus(centsOf(bucket.amount), bucket.percentageFull);
  return (
    <span className={STATUS_BADGE[status]} data-testid="savings-goal-status" data-status={status}>
      {SAVINGS_STATUS_LABELS[status]}
    </span>
  );
}

export function ProgressBar({ percentageFull, label = 'Progress to target' }: { percentageFull: number; label?: string }) {
  const colour = progressColour(percentageFull);
  const width = progressBarPercent(percentageFull);
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(width)} data-colour={colour}>
      <div className={colour === 'primary' ? 'progress__bar' : `progress__bar progress__bar--${colour}`} style={{ width: `${width}%` }} />
    </div>
  );
}

export function GoalCard({ bucket }: { bucket: SavingsBucketFieldsFragment }) {
  const target = formatDate(bucket.targetDate);
  return (
    <Link className="card" to={`/savings/${encodeURIComponent(bucket.id)}`} data-testid="savings-goal" data-bucket-type={bucket.bucketType}>
      <h3 className="card__title">{goalName(bucket)}</h3>
      <div className="card__body">
        <StatusBadge bucket={bucket} />
        <p className="stat__value">{formatRand(bucket.amount)}</p>
        <ProgressBar percentageFull={bucket.percentageFull} />
        <p className="muted">
          {bucket.targetAmount > 0 ? `Target ${formatRand(bucket.targetAmount)}` : 'No target set'}
          {target ? ` by ${target}` : ''}
          {` · ${formatRand(bucket.desiredSavings)} a month`}
        </p>
      </div>
    </Link>
  );
}
