// Waiting periods shown to the client (DOMAIN.md, market practice): accidental death is covered
// at once, natural death after 6 months, suicide after 12. They count from the day a life's
// cover starts: the policy's first premium (funeral.md: "cover becomes active once the first
// payment is received"), or the day a member added later is covered.
import { compareCalendarDates, toIsoDate, type CalendarDate } from '@imali/shared/validation';
import { addDays, addMonths, readDay, todayDay } from './calendar-arithmetic';

export type WaitingPeriodCause = 'ACCIDENTAL_DEATH' | 'NATURAL_DEATH' | 'SUICIDE';

export interface WaitingPeriod {
  readonly cause: WaitingPeriodCause;
  readonly label: string;
  /** Calendar months from the cover start; 0 is immediate. */
  readonly months: number;
  readonly description: string;
}

export const WAITING_PERIODS: readonly WaitingPeriod[] = [
  { cause: 'ACCIDENTAL_DEATH', label: 'Accidental death', months: 0, description: 'Covered from the day cover starts.' },
  { cause: 'NATURAL_DEATH', label: 'Natural death', months: 6, description: 'Covered once cover has been in force for 6 months.' },
  { cause: 'SUICIDE', label: 'Suicide', months: 12, description: 'Covered once cover has been in force for 12 months.' },
];

export interface WaitingPeriodDates extends WaitingPeriod {
  /** The first day (`YYYY-MM-DD`) a death of this cause is covered. */
  readonly coveredFrom: string;
  /** The last day (`YYYY-MM-DD`) of the waiting period; null when there is none. */
  readonly waitingEndsOn: string | null;
}

/**
 * For a cover start date (`YYYY-MM-DD`, ISO date-time or Date), when each waiting period ends:
 * covered from the same day N months later (the month's last day when it is shorter: 31 August
 * + 6 months is covered from 28 or 29 February), the waiting period ending the day before.
 * Undefined when the date cannot be read.
 */
export function waitingPeriodEndDates(coverStart: unknown): WaitingPeriodDates[] | undefined {
  const start = readDay(coverStart);
  if (!start) return undefined;
  return WAITING_PERIODS.map((period) => {
    const coveredFrom = addMonths(start, period.months);
    return {
      ...period,
      coveredFrom: toIsoDate(coveredFrom),
      waitingEndsOn: period.months === 0 ? null : toIsoDate(addDays(coveredFrom, -1)),
    };
  });
}

/**
 * True while a death of `cause` on `today` would fall in its waiting period (also before cover
 * starts); false once covered. Undefined for an unreadable start date or an unknown cause.
 */
export function isInWaitingPeriod(cause: WaitingPeriodCause, coverStart: unknown, today?: Date | string): boolean | undefined {
  const period = waitingPeriodEndDates(coverStart)?.find((dates) => dates.cause === cause);
  const coveredFrom = period ? readDay(period.coveredFrom) : undefined;
  return coveredFrom ? compareCalendarDates(todayDay(today), coveredFrom) < 0 : undefined;
}

/** The waiting period whose end makes a life COVERED (docs/decisions/funeral-waiting-period-ends.md). */
export const COVERED_AFTER_WAITING_PERIOD: WaitingPeriodCause = 'NATURAL_DEATH';

/**
 * The last cover start (`YYYY-MM-DD`) whose `cause` waiting period has been served on `today`:
 * a life whose cover started on or before it is covered for that cause today
 * (waitingPeriodEndDates' coveredFrom on or before `today`), one whose cover started later is not.
 * Month ends make several starts end on one day (28-31 August all end on 28 February), so this is
 * searched, not subtracted. Lets a database compare a stored cover start with one date.
 * Undefined for an unreadable day or an unknown cause.
 */
export function lastCoverStartServedBy(cause: WaitingPeriodCause, today: unknown): string | undefined {
  const day = readDay(today);
  const period = WAITING_PERIODS.find((p) => p.cause === cause);
  if (!day || !period) return undefined;
  const served = (start: CalendarDate) => compareCalendarDates(addMonths(start, period.months), day) <= 0;
  // addMonths never moves a day by more than `months` months and 3 days, and never backwards.
  let start = addDays(addMonths(day, -period.months), -4);
  while (served(addDays(start, 1))) start = addDays(start, 1);
  return toIsoDate(start);
}

/** A life's state once COVERED_AFTER_WAITING_PERIOD has been served (from IN_WAITING_PERIOD). */
export const WAITING_PERIOD_SERVED_MEMBER_STATE = 'COVERED';
