// The cooling-off period (Policyholder Protection Rules, DOMAIN.md): a client may cancel within
// 31 days of receiving the policy summary and have premiums refunded. Days are counted as the
// Interpretation Act (s4) counts them: the first day is left out, the last day is included, so
// a summary received on 1 March can be cooled off until 1 April (day 31), not on 2 April (day 32).
import { compareCalendarDates, toIsoDate } from '@imali/shared/validation';
import { addDays, daysFromTo, readDay, todayDay } from './calendar-arithmetic';

export const COOLING_OFF_DAYS = 31;

/**
 * The last day (`YYYY-MM-DD`) of the cooling-off period: 31 days after the given day (the day
 * the policy summary was received; a caller passes the start date when that is later).
 * Undefined when the date cannot be read.
 */
export function coolingOffEndsOn(startOrSummaryDate: unknown): string | undefined {
  const start = readDay(startOrSummaryDate);
  return start ? toIsoDate(addDays(start, COOLING_OFF_DAYS)) : undefined;
}

/**
 * True on the day itself and up to 31 days after it; false from day 32 and when the date is
 * unreadable. A date still in the future also counts as within: the right has not started to
 * run yet.
 */
export function isWithinCoolingOff(startOrSummaryDate: unknown, today?: Date | string): boolean {
  const start = readDay(startOrSummaryDate);
  if (!start) return false;
  return compareCalendarDates(todayDay(today), addDays(start, COOLING_OFF_DAYS)) <= 0;
}

/** Days of cooling-off left after `today` (0 on the last day); undefined once over or unreadable. */
export function coolingOffDaysLeft(startOrSummaryDate: unknown, today?: Date | string): number | undefined {
  const start = readDay(startOrSummaryDate);
  if (!start || !isWithinCoolingOff(startOrSummaryDate, today)) return undefined;
  return Math.min(COOLING_OFF_DAYS, daysFromTo(todayDay(today), addDays(start, COOLING_OFF_DAYS)));
}
