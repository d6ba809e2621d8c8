// Day and month arithmetic on calendar days (no time zones), for waiting periods and the
// cooling-off period. Days are those of @imali/shared/validation's CalendarDate.
import { daysInMonth, parseCalendarDate, resolveToday, type CalendarDate } from '@imali/shared/validation';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (setUTCFullYear keeps years below 100 literal, unlike Date.UTC). */
function dayNumber(date: CalendarDate): number {
  const instant = new Date(0);
  instant.setUTCFullYear(date.year, date.month - 1, date.day);
  return Math.round(instant.getTime() / DAY_MS);
}

function fromDayNumber(days: number): CalendarDate {
  const instant = new Date(days * DAY_MS);
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFromTo(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The same day `months` later; when that month is shorter the last day of the month is used
 * (31 August + 6 months = 28 or 29 February).
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** A day read from `YYYY-MM-DD`, an ISO date-time or a Date; undefined when unreadable. */
export function readDay(value: unknown): CalendarDate | undefined {
  return parseCalendarDate(value);
}

/** "Today" as a calendar day in South Africa unless a readable day is given (tests inject it). */
export function todayDay(today?: unknown): CalendarDate {
  return resolveToday(today);
}

/**
 * A Date that falls on `day` in South Africa (noon there), for the shared helpers that take
 * `today` as a Date.
 */
export function instantOnDay(day: CalendarDate): Date {
  const instant = new Date(0);
  instant.setUTCFullYear(day.year, day.month - 1, day.day);
  instant.setUTCHours(10);
  return instant;
}
