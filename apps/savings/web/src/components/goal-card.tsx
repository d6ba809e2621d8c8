// One goal on the overview: its illustration and name, status badge, amount, progress bar in the
// status colour (all from @imali/savings/domain), target; the whole card leads to /savings/{id}.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatRand, LazyImage } from '@imali/shared/ui';
import { bucketStatus, bucketTypeLabel, progressBarPercent, progressColour, SAVINGS_STATUS_LABELS } from '@imali/savings/domain';
import type { SavingsBucketFieldsFragment } from '../gql/graphql';
import { centsOf } from '../savings-values';
import { goalImage } from './goal-image';

const STATUS_BADGE = { NO_SAVINGS: 'badge', BELOW_TARGET: 'badge badge--warning', ON_TRACK: 'badge badge--success' } as const;

export function goalName(bucket: { name?: string | null; bucketType: string }): string {
  return bucket.name || bucketTypeLabel(bucket.bucketType);
}

/**
 * A goal type's illustration, fetched when it comes near the screen. Decorative by default: the
 * goal's name or type is written beside it.
 */
export function GoalImage({ type, size = 48, alt = '', className }: { type: string; size?: number; alt?: string; className?: string }) {
  return <LazyImage src={goalImage(type)} alt={alt} width={size} height={size} className={className} testId="savings-goal-image" />;
}

/** A card's heading with the goal type's illustration before it. */
export function GoalCardTitle({ type, children }: { type: string; children: ReactNode }) {
  return (
    <div className="savings-card-head">
      <GoalImage type={type} />
      <h3 className="card__title">{children}</h3>
    </div>
  );
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
      <GoalCardTitle type={bucket.bucketType}>{goalName(bucket)}</GoalCardTitle>
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

const DIAL_COLOURS = { red: '#c0392b', amber: '#d68910', primary: '#0b7a55' } as const;

/** The goal page's progress dial: a ring filled to the (capped) percentage in the status colour, with the amount left to go inside. */
export function ProgressDial({ percentageFull, leftText }: { percentageFull: number; leftText: string }) {
  const colour = progressColour(percentageFull);
  const percent = progressBarPercent(percentageFull);
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  return (
    <div role="progressbar" aria-label="Progress to goal" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(percent)} data-colour={colour} data-testid="savings-goal-dial" style={{ width: 140, margin: '0 auto', textAlign: 'center' }}>
      <svg viewBox="0 0 120 120" width="140" height="140" aria-hidden="true">
        <circle cx="60" cy="60" r={radius} fill="none" stroke="#e4e8ec" strokeWidth="10" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          stroke={DIAL_COLOURS[colour]}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(percent / 100) * circumference} ${circumference}`}
          transform="rotate(-90 60 60)"
        />
        <text x="60" y="58" textAnchor="middle" fontSize="18" fontWeight="600" fill="currentColor">
          {Math.round(percent)}%
        </text>
      </svg>
      <p data-testid="savings-goal-left">{leftText}</p>
    </div>
  );
}
