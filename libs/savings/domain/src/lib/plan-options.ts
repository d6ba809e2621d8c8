// Slider bounds and the choices of the savings screens (savings-budget-debt-shell.md sections 2
// and 9): the monthly savings slider, the withdrawal slider, pay day, and the December plan's
// payout day and year.
import { compareCalendarDates, type CalendarDate } from '@imali/shared/validation';
import { requireToday } from './goal-dates';
import {
  DECEMBER,
  DECEMBER_YEARS_COUNT,
  DEFAULT_SLIDER_INCOME_CENTS,
  MIN_WITHDRAWAL_CENTS,
  PAY_DAY_MAX,
  PAY_DAY_MIN,
  PAYOUT_DAY_MAX,
  PAYOUT_DAY_MIN,
  WITHDRAWAL_SLIDER_STEP_RAND,
  type Cents,
} from './savings-constants';

export interface SliderBounds {
  minCents: Cents;
  maxCents: Cents;
}

/**
 * "Monthly savings slider maximum: the smaller of income (default 10000) and target minus
 * existing; minimum 0." Missing, zero or negative income counts as none given; the maximum is
 * never below 0.
 */
export function monthlySavingsSliderBounds(targetCents: Cents, existingCents: Cents, incomeCents?: Cents | null): SliderBounds {
  const income = typeof incomeCents === 'number' && incomeCents > 0 ? incomeCents : DEFAULT_SLIDER_INCOME_CENTS;
  const left = (Number.isFinite(targetCents) ? targetCents : 0) - (Number.isFinite(existingCents) ? Math.max(0, existingCents) : 0);
  return { minCents: 0, maxCents: Math.max(0, Math.min(income, left)) };
}

/** "Withdrawal slider: step 10, minimum 50, maximum the bucket balance"; undefined when the balance is under R50 (nothing to withdraw). */
export function withdrawalSliderBounds(balanceCents: Cents): (SliderBounds & { stepCents: Cents }) | undefined {
  if (typeof balanceCents !== 'number' || !Number.isSafeInteger(balanceCents) || balanceCents < MIN_WITHDRAWAL_CENTS) return undefined;
  return { minCents: MIN_WITHDRAWAL_CENTS, maxCents: balanceCents, stepCents: WITHDRAWAL_SLIDER_STEP_RAND * 100 };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** "Pay day options: 1 to 31." */
export const PAY_DAYS: readonly number[] = range(PAY_DAY_MIN, PAY_DAY_MAX);
/** "Payout day 1-31" (December has 31 days). */
export const PAYOUT_DAYS: readonly number[] = range(PAYOUT_DAY_MIN, PAYOUT_DAY_MAX);

/**
 * The December plan's year choices. The spec lists 2021-2025, five years from when it was
 * written; ours (docs/decisions/savings-december-years.md): five years from the first December
 * still ahead — this year's until 31 December, then next year's.
 */
export function decemberYears(today: CalendarDate | string | Date): number[] {
  const day = requireToday(today);
  const first = day.month === DECEMBER && day.day === 31 ? day.year + 1 : day.year;
  return range(first, first + DECEMBER_YEARS_COUNT - 1);
}

/** The payout date from the selectors: the day in December of the year. */
export function decemberPayoutDate(day: number, year: number): CalendarDate {
  return { year, month: DECEMBER, day };
}

/** The selectors' day and year from a stored payout date (a date outside December keeps its day and year). */
export function decemberPayoutParts(payoutDate: CalendarDate): { day: number; year: number } {
  return { day: payoutDate.day, year: payoutDate.year };
}

/** True when the payout date is after today (a payout day already past this December is not offered as valid). */
export function isPayoutAhead(payoutDate: CalendarDate, today: CalendarDate | string | Date): boolean {
  return compareCalendarDates(payoutDate, requireToday(today)) > 0;
}
