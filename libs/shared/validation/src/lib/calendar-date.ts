// Calendar dates without time zones. Birth dates, target dates and "today" are days, not
// instants: they are compared as year/month/day numbers so a server in UTC and a browser in
// South Africa agree. An instant (a Date) is read as the day it is in South Africa
// (UTC+02:00 all year, no daylight saving); see docs/decisions/calendar-dates-in-south-african-time.md.

/** A day of the calendar; month 1 to 12, day 1 to 31. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const SOUTH_AFRICA_UTC_OFFSET_MS = 2 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The date when year/month/day name a real day (29 February only in leap years). */
export function calendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  if (![year, month, day].every(Number.isInteger)) return undefined;
  if (year < 0 || year > 9999 || month < 1 || month > 12) return undefined;
  if (day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** The day an instant falls on in South Africa; undefined for an invalid Date. */
export function calendarDateOfInstant(instant: Date): CalendarDate | undefined {
  const time = instant.getTime();
  if (Number.isNaN(time)) return undefined;
  const shifted = new Date(time + SOUTH_AFRICA_UTC_OFFSET_MS);
  return calendarDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/**
 * Reads a day from `YYYY-MM-DD`, from an ISO date-time with `Z` or an offset (as GraphQL
 * DateTime values arrive), or from a Date. Anything else, or a day that does not exist,
 * gives undefined.
 */
export function parseCalendarDate(value: unknown): CalendarDate | undefined {
  if (value instanceof Date) return calendarDateOfInstant(value);
  if (typeof value !== 'string') return undefined;
  const dateOnly = ISO_DATE.exec(value);
  if (dateOnly) return calendarDate(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  if (!ISO_DATE_TIME.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : calendarDateOfInstant(new Date(time));
}

/** Ours: the spec shows no message for an unreadable date. */
export const VALID_DATE_MESSAGE = 'Enter a valid date';

/** A day as `YYYY-MM-DD` that exists; null and undefined pass (combine with `required`), an empty text does not. */
export function validateCalendarDate(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' && ISO_DATE.test(value) && parseCalendarDate(value) ? undefined : VALID_DATE_MESSAGE;
}

/**
 * "Today" for the rules: the given day (a Date, or a string `parseCalendarDate` reads), or the
 * current day in South Africa when it is missing or unreadable. Tests inject it.
 */
export function resolveToday(today?: unknown): CalendarDate {
  return parseCalendarDate(today) ?? (calendarDateOfInstant(new Date()) as CalendarDate);
}

/** `YYYY-MM-DD`. */
export function toIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Whole years from birth to `on`. A birthday that has not come yet this year does not count;
 * someone born on 29 February turns a year older on 1 March in other years.
 */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const birthdayPassed = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (birthdayPassed ? 0 : 1);
}
