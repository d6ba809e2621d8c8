// South African ID numbers: YYMMDD SSSS C A Z (DOMAIN.md). Date of birth, serial (0000-4999
// female, 5000-9999 male), citizenship (0 citizen, 1 permanent resident, 2 refugee), a digit
// with no meaning today, and a Luhn check digit. The century is not in the number:
// see docs/decisions/id-number-century.md.
import { ageOn, calendarDate, compareCalendarDates, parseCalendarDate, resolveToday, toIsoDate, type CalendarDate } from './calendar-date';
import { isBlank, toText } from './input';
import { isLuhnValid } from './luhn';
import { BIRTH_DATE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE, SA_ID_NUMBER_MESSAGE } from './messages';
import type { ValidationMessage } from './validator';

export type Gender = 'MALE' | 'FEMALE';

const THIRTEEN_DIGITS = /^\d{13}$/;
const SOUTH_AFRICAN_ID_TYPES = new Set(['RSA_ID', 'SOUTH AFRICAN', 'SOUTH AFRICA']);
const CITIZENSHIP_DIGITS = new Set(['0', '1', '2']);
const FIRST_MALE_SERIAL = 5000;

/**
 * True when the SA ID rules apply: the type is rsa_id / RSA_ID, SOUTH AFRICAN or SOUTH AFRICA
 * (any case), or no type is given. A value that is not a string (such as the form values
 * final-form passes as a validator's second argument) counts as no type.
 */
export function isSouthAfricanIdType(idType: unknown): boolean {
  if (typeof idType !== 'string') return true;
  const type = idType.trim().toUpperCase();
  return type === '' || SOUTH_AFRICAN_ID_TYPES.has(type);
}

/**
 * The century of a two-digit birth year: 20YY unless that year is after the current year,
 * then 19YY. Children born this year read correctly; people aged 100 or more do not (no
 * product covers them).
 */
export function birthYearFromTwoDigits(twoDigitYear: number, today?: Date): number {
  return centuryOf(twoDigitYear, resolveToday(today).year);
}

function centuryOf(twoDigitYear: number, currentYear: number): number {
  return 2000 + twoDigitYear <= currentYear ? 2000 + twoDigitYear : 1900 + twoDigitYear;
}

function idDigits(id: unknown): string | undefined {
  const text = toText(id);
  return text !== undefined && THIRTEEN_DIGITS.test(text) ? text : undefined;
}

/** The birth date the first six digits give, when it is a real day and not after today. */
function birthDateOfDigits(digits: string, today: unknown): CalendarDate | undefined {
  const todayDate = resolveToday(today);
  const year = centuryOf(Number(digits.slice(0, 2)), todayDate.year);
  const birth = calendarDate(year, Number(digits.slice(2, 4)), Number(digits.slice(4, 6)));
  return birth && compareCalendarDates(birth, todayDate) <= 0 ? birth : undefined;
}

/** The date of birth in an ID number as `YYYY-MM-DD`, or undefined when none can be read. */
export function dateOfBirthFromIdNumber(id: unknown, today?: Date): string | undefined {
  const digits = idDigits(id);
  const birth = digits === undefined ? undefined : birthDateOfDigits(digits, today);
  return birth ? toIsoDate(birth) : undefined;
}

/** Whole years of age on `today` by the ID number's date of birth; undefined when none can be read. */
export function ageFromIdNumber(id: unknown, today?: Date): number | undefined {
  const digits = idDigits(id);
  const birth = digits === undefined ? undefined : birthDateOfDigits(digits, today);
  return birth ? ageOn(birth, resolveToday(today)) : undefined;
}

/** MALE when the serial (digits 7 to 10) is 5000 or more, else FEMALE; undefined without 13 digits. */
export function genderFromIdNumber(id: unknown): Gender | undefined {
  const digits = idDigits(id);
  if (digits === undefined) return undefined;
  return Number(digits.slice(6, 10)) >= FIRST_MALE_SERIAL ? 'MALE' : 'FEMALE';
}

/** "Invalid ID number" unless the value is a valid SA ID number; other ID types pass. */
export function validateSaIdNumber(value: unknown, idType?: string | null, today?: Date): ValidationMessage {
  if (!isSouthAfricanIdType(idType) || isBlank(value)) return undefined;
  const digits = idDigits(value);
  const valid =
    digits !== undefined &&
    !/^0+$/.test(digits) &&
    birthDateOfDigits(digits, today) !== undefined &&
    CITIZENSHIP_DIGITS.has(digits.charAt(10)) &&
    isLuhnValid(digits);
  return valid ? undefined : SA_ID_NUMBER_MESSAGE;
}

/**
 * '"Birth Date" does not match ID Number' when the birth date's YYMMDD differs from the ID's
 * first six digits. Only those six digits are compared, so the century rule cannot cause a
 * false mismatch. Passes when either value is empty or the ID number has no 13 digits (its own
 * field reports that); an unreadable birth date does not match.
 */
export function validateBirthDateMatchesIdNumber(birthDate: unknown, id: unknown): ValidationMessage {
  const digits = idDigits(id);
  if (isBlank(birthDate) || digits === undefined) return undefined;
  const birth = parseCalendarDate(birthDate);
  const yymmdd = birth ? toIsoDate(birth).slice(2).replaceAll('-', '') : undefined;
  return yymmdd === digits.slice(0, 6) ? undefined : BIRTH_DATE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE;
}
