// Calendar arithmetic for goals: days of @imali/shared/validation's CalendarDate, no time zones,
// and "today" always an argument (a CalendarDate, YYYY-MM-DD, an ISO date-time or a Date read as
// the day in South Africa).
import { compareCalendarDates, daysInMonth, parseCalendarDate, type CalendarDate } from '@imali/shared/validation';

/**
 * The same day `months` later (or earlier for a negative count); when that month is shorter,
 * its last day (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + Math.trunc(months);
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The same day `years` later; 29 February becomes 28 February in a year that has none. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  return addMonths(date, Math.trunc(years) * 12);
}

/**
 * Whole months from `from` to `to`: the largest n with addMonths(from, n) on or before `to`
 * (31 January to 28 February is one month; 15 March to 14 April is none). 0 when `to` is not after `from`.
 */
export function wholeMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  if (compareCalendarDates(to, from) <= 0) return 0;
  let months = (to.year - from.year) * 12 + (to.month - from.month);
  while (months > 0 && compareCalendarDates(addMonths(from, months), to) > 0) months -= 1;
  return months;
}

/** A day from a CalendarDate, YYYY-MM-DD, an ISO date-time or a Date; undefined when unreadable. */
export function readDay(value: unknown): CalendarDate | undefined {
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const { year, month, day } = value as Partial<CalendarDate>;
    if ([year, month, day].every((n) => typeof n === 'number' && Number.isInteger(n))) {
      return parseCalendarDate(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    }
    return undefined;
  }
  return parseCalendarDate(value);
}

/** A readable day the caller must give (a bug otherwise, never the client's input): throws "<name> must be a calendar day". */
export function requireDay(value: unknown, name: string): CalendarDate {
  const day = readDay(value);
  if (!day) throw new RangeError(`${name} must be a calendar day`);
  return day;
}

/** The "today" every rule takes as an argument; throws for an unreadable one. */
export function requireToday(today: unknown): CalendarDate {
  return requireDay(today, 'today');
}
