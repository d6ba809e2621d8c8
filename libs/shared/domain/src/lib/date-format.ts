// Dates as the screens show them, in English month names, independent of the browser's locale
// and time zone. Values are read as calendar days (see @imali/shared/validation calendar-date):
// `YYYY-MM-DD`, an ISO date-time, a Date (its day in South Africa) or a CalendarDate.
import { calendarDate, parseCalendarDate, type CalendarDate } from '@imali/shared/validation';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type DateInput = Date | string | CalendarDate | null | undefined;

function isCalendarDate(value: unknown): value is CalendarDate {
  if (value === null || typeof value !== 'object' || value instanceof Date) return false;
  const { year, month, day } = value as Partial<CalendarDate>;
  return typeof year === 'number' && typeof month === 'number' && typeof day === 'number';
}

function readDate(value: DateInput): CalendarDate | undefined {
  if (isCalendarDate(value)) return calendarDate(value.year, value.month, value.day);
  return parseCalendarDate(value);
}

function monthName(date: CalendarDate): string {
  return MONTH_NAMES[date.month - 1] ?? '';
}

/** "Jan 2026" (MMM YYYY, the debt graph's axis); '' when unreadable. */
export function formatMonthYear(value: DateInput): string {
  const date = readDate(value);
  return date ? `${monthName(date).slice(0, 3)} ${date.year}` : '';
}

/** "5 Jan 2026" (D MMM YYYY: target, payment and start dates); '' when unreadable. */
export function formatDate(value: DateInput): string {
  const date = readDate(value);
  return date ? `${date.day} ${monthName(date).slice(0, 3)} ${date.year}` : '';
}

/** "5 January 2026" (letters and documents); '' when unreadable. */
export function formatLongDate(value: DateInput): string {
  const date = readDate(value);
  return date ? `${date.day} ${monthName(date)} ${date.year}` : '';
}

/** "2026" (member since); '' when unreadable. */
export function formatYear(value: DateInput): string {
  const date = readDate(value);
  return date ? String(date.year) : '';
}
