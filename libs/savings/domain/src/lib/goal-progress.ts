// A bucket's progress (savings-budget-debt-shell.md sections 2 and 4): percentageFull, the
// status badge, the progress colour and bar, the savings-level banding, months left and the
// estimated date of reaching the target, months until the target date.
import { type CalendarDate } from '@imali/shared/validation';
import { addMonths, requireDay, requireToday, wholeMonthsBetween } from './goal-dates';
import {
  GOAL_HORIZON_MONTHS,
  ON_TRACK_FROM_PERCENT,
  PROGRESS_AMBER_FROM_PERCENT,
  PROGRESS_CAP_PERCENT,
  PROGRESS_PRIMARY_FROM_PERCENT,
  SAVINGS_LEVEL_AVERAGE_FROM_PERCENT,
  SAVINGS_LEVEL_DEFAULT_TARGET_CENTS,
  SAVINGS_LEVEL_GOOD_FROM_PERCENT,
  type Cents,
} from './savings-constants';

/** "Savings status enumeration: NO_SAVINGS, ON_TRACK, BELOW_TARGET". */
export const SAVINGS_STATUSES = ['NO_SAVINGS', 'ON_TRACK', 'BELOW_TARGET'] as const;
export type SavingsStatus = (typeof SAVINGS_STATUSES)[number];

/** '... labelled "No Savings yet", "On Track", "Progressing slowly"'. */
export const SAVINGS_STATUS_LABELS: Readonly<Record<SavingsStatus, string>> = {
  NO_SAVINGS: 'No Savings yet',
  ON_TRACK: 'On Track',
  BELOW_TARGET: 'Progressing slowly',
};

/** A finite number as given; NaN for anything else (so every comparison with it is false). */
const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : NaN);
const whole = (cents: unknown) => (typeof cents === 'number' && Number.isFinite(cents) ? Math.trunc(cents) : 0);

/**
 * How full the bucket is, in percent with two decimals, rounded down (so 100 means the target is
 * reached). It may pass 100 when more than the target is saved. Ours
 * (docs/decisions/savings-progress-without-target.md): with no target (0 or less) a bucket with
 * money in is 100 and an empty one 0.
 */
export function percentageFull(amountCents: Cents, targetCents: Cents): number {
  const amount = Math.max(0, whole(amountCents));
  const target = whole(targetCents);
  if (target <= 0) return amount > 0 ? 100 : 0;
  return Math.floor((amount * 10_000) / target) / 100;
}

/** "amount 0 gives NO_SAVINGS; percentageFull below 70 gives BELOW_TARGET; otherwise ON_TRACK." */
export function bucketStatus(amountCents: Cents, percentFull: number): SavingsStatus {
  if (!(finite(amountCents) > 0)) return 'NO_SAVINGS';
  return finite(percentFull) >= ON_TRACK_FROM_PERCENT ? 'ON_TRACK' : 'BELOW_TARGET';
}

export type ProgressColour = 'red' | 'amber' | 'primary';

/** "below 30 percent red, 30 to under 70 amber, 70 and above primary (green)". */
export function progressColour(percent: number): ProgressColour {
  const value = finite(percent);
  if (!(value >= PROGRESS_AMBER_FROM_PERCENT)) return 'red';
  return value >= PROGRESS_PRIMARY_FROM_PERCENT ? 'primary' : 'amber';
}

/** The bar's fill: "capped at 100 percent" (and never below 0). */
export function progressBarPercent(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return percent === Infinity ? PROGRESS_CAP_PERCENT : 0;
  return Math.min(PROGRESS_CAP_PERCENT, percent);
}

export type SavingsLevelBand = 'Poor' | 'Average' | 'Good';
export interface SavingsLevel {
  band: SavingsLevelBand;
  colour: 'red' | 'yellow' | 'primary';
}

/**
 * "an amount against a target, target defaulting to 10000 when none is given: below 10% of
 * target is Poor (red), below 30% Average (yellow), otherwise Good (primary)". A target of 0 or
 * less counts as none given.
 */
export function savingsLevel(amountCents: Cents, targetCents?: Cents | null): SavingsLevel {
  const target = typeof targetCents === 'number' && targetCents > 0 ? targetCents : SAVINGS_LEVEL_DEFAULT_TARGET_CENTS;
  const amount = Number.isFinite(amountCents) ? amountCents : 0;
  // amount / target < p% without floating point: amount × 100 < p × target
  if (amount * 100 < SAVINGS_LEVEL_AVERAGE_FROM_PERCENT * target) return { band: 'Poor', colour: 'red' };
  if (amount * 100 < SAVINGS_LEVEL_GOOD_FROM_PERCENT * target) return { band: 'Average', colour: 'yellow' };
  return { band: 'Good', colour: 'primary' };
}

/** What is still to save: target minus amount, never below 0 (the dial's "left to go"). */
export function amountLeftCents(amountCents: Cents, targetCents: Cents): Cents {
  return Math.max(0, whole(targetCents) - Math.max(0, whole(amountCents)));
}

/**
 * "estimated months left": monthly contributions still needed to go from amount to target,
 * rounded up (the last month may be smaller). 0 when the target is reached; undefined when
 * something is left and nothing is contributed (no contribution, no estimate).
 */
export function monthsLeft(amountCents: Cents, targetCents: Cents, monthlyCents: Cents): number | undefined {
  const left = amountLeftCents(amountCents, targetCents);
  if (left === 0) return 0;
  const monthly = Number.isFinite(monthlyCents) ? Math.trunc(monthlyCents) : 0;
  if (!(monthly > 0)) return undefined;
  return Math.ceil(left / monthly);
}

/**
 * "estimated date of reaching the target": today plus months left (today itself when the target
 * is reached); undefined with no contribution, or when it is further than the goal horizon
 * (50 years: docs/decisions/savings-goal-horizon.md).
 */
export function estimatedTargetDate(amountCents: Cents, targetCents: Cents, monthlyCents: Cents, today: CalendarDate | string | Date): CalendarDate | undefined {
  const months = monthsLeft(amountCents, targetCents, monthlyCents);
  return months === undefined || months > GOAL_HORIZON_MONTHS ? undefined : addMonths(requireToday(today), months);
}

/**
 * What counts toward the target: the money in the goal plus what the client said they already
 * have saved elsewhere (existingAmount), as the quote counts it ("target minus existing",
 * savings-budget-debt-shell.md sections 4 and 9; docs/decisions/savings-existing-amount-estimate.md).
 * Missing or negative parts count as 0.
 */
export function savedTowardTargetCents(amountCents: Cents, existingAmountCents?: Cents | null): Cents {
  return Math.max(0, whole(amountCents)) + Math.max(0, whole(existingAmountCents));
}

/** A goal as its detail page estimates it. */
export interface GoalEstimateInput {
  amountCents: Cents;
  existingAmountCents?: Cents | null;
  targetCents: Cents;
  monthlyCents: Cents;
}

/**
 * The goal page's "estimated months left" and "estimated date of reaching the target": the same
 * monthsLeft and estimatedTargetDate as the quote (goal-quote.ts), from the goal's balance plus
 * its existingAmount, so a goal just set up shows the date its quote promised.
 */
export function goalEstimate(goal: GoalEstimateInput, today: CalendarDate | string | Date): { monthsLeft: number | undefined; estimatedDate: CalendarDate | undefined } {
  const saved = savedTowardTargetCents(goal.amountCents, goal.existingAmountCents);
  return { monthsLeft: monthsLeft(saved, goal.targetCents, goal.monthlyCents), estimatedDate: estimatedTargetDate(saved, goal.targetCents, goal.monthlyCents, today) };
}

/** "months until the target date": whole months from today, 0 when the date has come or passed. */
export function monthsUntilTargetDate(targetDate: CalendarDate | string | Date, today: CalendarDate | string | Date): number {
  return wholeMonthsBetween(requireToday(today), requireDay(targetDate, 'targetDate'));
}

/** The overview's two figures: "monthly contributions total" and "total savings to date", over the client's buckets. */
export function savingsTotals(buckets: readonly { amountCents: Cents; desiredSavingsCents?: Cents | null }[]): { monthlyContributionsCents: Cents; totalSavedCents: Cents } {
  let monthlyContributionsCents = 0;
  let totalSavedCents = 0;
  for (const bucket of buckets) {
    monthlyContributionsCents += Math.max(0, whole(bucket.desiredSavingsCents));
    totalSavedCents += Math.max(0, whole(bucket.amountCents));
  }
  return { monthlyContributionsCents, totalSavedCents };
}
