// The quote calculator's defaults (funeral.md section 4, "Quote calculator"), and the holder's
// age and gender read from an ID number (section 4, "Quick quote") with the shared helpers.
import { ageFromIdNumber, genderFromIdNumber, validateSaIdNumber, type Gender } from '@imali/shared/validation';
import { DEFAULT_COVER_AMOUNT } from './cover-amounts';
import { AGE_LIMITS_BY_MEMBER_TYPE, type AgeLimits } from './covered-ages';

/** The cover a new quote starts with (funeral.md section 3, initial wizard state). */
export const DEFAULT_QUOTE_COVER_AMOUNT = DEFAULT_COVER_AMOUNT;

/** A spouse is taken to be this many years younger than a male holder, older than a female one. */
export const SPOUSE_AGE_GAP_YEARS = 3;

/** A parent or extended member is taken to be this many years older than the holder. */
export const DEPENDANT_AGE_GAP_YEARS: Readonly<Record<Gender, number>> = { MALE: 17, FEMALE: 20 };

/** A parent or extended member is taken to be a woman unless told otherwise. */
export const DEFAULT_DEPENDANT_GENDER: Gender = 'FEMALE';

export interface QuoteLifeDefault {
  readonly age: number;
  readonly gender: Gender;
}

function clamp(age: number, limits: AgeLimits): number {
  return Math.min(limits.max, Math.max(limits.min, age));
}

/**
 * The spouse's age when none is given: 3 years younger than a male holder, 3 years older than
 * a female one, kept within the spouse's entry ages (18 to 60) so the default is always
 * quotable (a male holder of 19 gets a spouse of 18, a female holder of 59 one of 60).
 */
export function defaultSpouseAge(holderAge: number, holderGender: Gender): number {
  const gap = holderGender === 'MALE' ? -SPOUSE_AGE_GAP_YEARS : SPOUSE_AGE_GAP_YEARS;
  return clamp(holderAge + gap, AGE_LIMITS_BY_MEMBER_TYPE.SPOUSE);
}

/**
 * A parent or extended member when none is described: female, 17 years older than a male
 * holder, 20 years older than a female one, kept within their entry ages (18 to 75; a female
 * holder of 60 gets a default parent of 75).
 */
export function defaultDependant(holderAge: number, holderGender: Gender): QuoteLifeDefault {
  return {
    age: clamp(holderAge + DEPENDANT_AGE_GAP_YEARS[holderGender], AGE_LIMITS_BY_MEMBER_TYPE.PARENT),
    gender: DEFAULT_DEPENDANT_GENDER,
  };
}

/**
 * Age (on `today`) and gender from a valid South African ID number, with the shared rules:
 * serial 5000 or more is male, the century as docs/decisions/id-number-century.md describes.
 * Undefined when the number is not a valid ID number.
 */
export function ageAndGenderFromIdNumber(idNumber: unknown, today?: Date): QuoteLifeDefault | undefined {
  if (typeof idNumber !== 'string' || validateSaIdNumber(idNumber, undefined, today) !== undefined) return undefined;
  const age = ageFromIdNumber(idNumber, today);
  const gender = genderFromIdNumber(idNumber);
  return age === undefined || gender === undefined ? undefined : { age, gender };
}
