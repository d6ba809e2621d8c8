// Valid ID numbers on demand, for fixtures, seeds and property tests.
import { parseCalendarDate } from './calendar-date';
import { luhnCheckDigit } from './luhn';

export interface SaIdNumberParts {
  /** `YYYY-MM-DD`; only the last two digits of the year go into the number. */
  birthDate: string;
  /** 0 to 9999: below 5000 female, 5000 and above male. */
  serial: number;
  /** 0 citizen, 1 permanent resident, 2 refugee. */
  citizenship?: number;
}

/**
 * Builds a well-formed ID number (for fixtures and tests): the parts, the digit 8 and the
 * Luhn check digit. Undefined when the date is not a real day or a part is out of range.
 * The number only holds two digits of the year, so a birth date a century back reads as this
 * century (docs/decisions/id-number-century.md).
 */
export function buildSaIdNumber({ birthDate, serial, citizenship = 0 }: SaIdNumberParts): string | undefined {
  const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match || !parseCalendarDate(birthDate) || !Number.isInteger(serial) || serial < 0 || serial > 9999) return undefined;
  if (!Number.isInteger(citizenship) || citizenship < 0 || citizenship > 9) return undefined;
  const payload = `${match[1]}${match[2]}${match[3]}${String(serial).padStart(4, '0')}${citizenship}8`;
  return `${payload}${luhnCheckDigit(payload)}`;
}
