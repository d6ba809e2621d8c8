import { compareCalendarDates, parseCalendarDate, resolveToday } from './calendar-date';
import { isBlank } from './input';
import { FUTURE_DATE_MESSAGE } from './messages';
import type { ValidationMessage } from './validator';

/**
 * "Must be a future date": a day after `today` (today itself is not in the future). The value
 * is `YYYY-MM-DD`, an ISO date-time or a Date; anything unreadable fails. An empty value
 * passes (combine with `required`).
 */
export function validateFutureDate(value: unknown, today?: Date): ValidationMessage {
  if (isBlank(value)) return undefined;
  const date = parseCalendarDate(value);
  return date && compareCalendarDates(date, resolveToday(today)) > 0 ? undefined : FUTURE_DATE_MESSAGE;
}
