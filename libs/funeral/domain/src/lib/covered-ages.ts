// Age rules of the funeral cover: ranges per covered member type, and an age given beside an ID
// number or a date of birth (moved from @imali/shared/validation: only funeral uses them).
import {
  ageFromIdNumber,
  ageOn,
  isBlank,
  parseCalendarDate,
  resolveToday,
  toNumber,
  toWholeNumber,
  type ValidationMessage,
  type Validator,
} from '@imali/shared/validation';

export const AGE_DOES_NOT_MATCH_DOB_MESSAGE = 'Age given does not match DOB';
export const AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE = 'Age given does not match ID number';
export const DOB_DOES_NOT_MATCH_AGE_MESSAGE = 'Your date of birth does not match age given';
export const ENTER_AGE_OR_ID_OR_DOB_MESSAGE = 'Enter either Age or ID or DOB';
export const ENTER_AGE_OR_BIRTH_DATE_MESSAGE = 'Enter either Age or Birth Date';

/** "Age must be between X and Y to be covered" (default range 18 to 60). */
export function ageBetweenToBeCoveredMessage(min: number, max: number): string {
  return `Age must be between ${min} and ${max} to be covered`;
}

/** "Age must be between X and Y, check age" (limits by member type). */
export function ageForMemberTypeMessage(min: number, max: number): string {
  return `Age must be between ${min} and ${max}, check age`;
}

/** "Age must be between 18 and 60" (policy holder, spouse and quick-quote age fields). */
export function ageRangeMessage(min: number, max: number): string {
  return `Age must be between ${min} and ${max}`;
}

export type CoveredMemberType = 'POLICY_HOLDER' | 'SPOUSE' | 'CHILD' | 'PARENT' | 'EXTENDED';

export interface AgeLimits {
  readonly min: number;
  readonly max: number;
}

export const DEFAULT_MIN_AGE = 18;
export const DEFAULT_MAX_AGE = 60;

/** Entry ages per covered member type, inclusive (funeral.md section 5). */
export const AGE_LIMITS_BY_MEMBER_TYPE: Readonly<Record<CoveredMemberType, AgeLimits>> = {
  POLICY_HOLDER: { min: 18, max: 60 },
  SPOUSE: { min: 18, max: 60 },
  CHILD: { min: 0, max: 17 },
  PARENT: { min: 18, max: 75 },
  EXTENDED: { min: 18, max: 75 },
};

function ageRangeValidator(min: number, max: number, message: string): Validator {
  return (value) => {
    if (isBlank(value)) return undefined;
    const age = toNumber(value);
    return age !== undefined && age >= min && age <= max ? undefined : message;
  };
}

/** "Age must be between {min} and {max} to be covered" (default 18 to 60). */
export function validateAgeBetween(min = DEFAULT_MIN_AGE, max = DEFAULT_MAX_AGE): Validator {
  return ageRangeValidator(min, max, ageBetweenToBeCoveredMessage(min, max));
}

/** "Age must be between {min} and {max}" (policy holder, spouse and quick-quote age fields). */
export function validateAgeRange(min = DEFAULT_MIN_AGE, max = DEFAULT_MAX_AGE): Validator {
  return ageRangeValidator(min, max, ageRangeMessage(min, max));
}

/** The age limits of a covered member type (any case); undefined for others such as BENEFICIARY. */
export function ageLimitsForMemberType(memberType: unknown): AgeLimits | undefined {
  if (typeof memberType !== 'string') return undefined;
  const type = memberType.trim().toUpperCase();
  return Object.hasOwn(AGE_LIMITS_BY_MEMBER_TYPE, type) ? AGE_LIMITS_BY_MEMBER_TYPE[type as CoveredMemberType] : undefined;
}

/**
 * "Age must be between {min} and {max}, check age" with the member type's limits
 * (POLICY_HOLDER and SPOUSE 18-60, CHILD 0-17, PARENT and EXTENDED 18-75). Types without
 * limits (BENEFICIARY) always pass.
 */
export function validateAgeForMemberType(memberType: string): Validator {
  const limits = ageLimitsForMemberType(memberType);
  if (!limits) return () => undefined;
  return ageRangeValidator(limits.min, limits.max, ageForMemberTypeMessage(limits.min, limits.max));
}

/**
 * A covered life's age at a sale (funeral.md §5): the policy holder and spouse "Age must be
 * between 18 and 60"; the others by member type, "Age must be between X and Y, check age"
 * (credit-life-clearance-vault-policies-groups.md §5.4).
 */
export function validateSaleAgeForMemberType(memberType: string): Validator {
  const type = typeof memberType === 'string' ? memberType.trim().toUpperCase() : '';
  if (type === 'POLICY_HOLDER' || type === 'SPOUSE') {
    const limits = AGE_LIMITS_BY_MEMBER_TYPE[type];
    return validateAgeRange(limits.min, limits.max);
  }
  return validateAgeForMemberType(memberType);
}

/**
 * True when a whole-number age and another age both exist and differ. Anything not comparable
 * (empty, not a whole number, no readable date) is left to the fields' own checks.
 */
function agesDiffer(age: unknown, actualAge: number | undefined): boolean {
  const given = toWholeNumber(age);
  return given !== undefined && actualAge !== undefined && given !== actualAge;
}

function ageFromDateOfBirth(dob: unknown, today: unknown): number | undefined {
  const birth = parseCalendarDate(dob);
  return birth ? ageOn(birth, resolveToday(today)) : undefined;
}

/** "Age given does not match ID number" when the age differs from the ID number's age on `today`. */
export function validateAgeMatchesIdNumber(age: unknown, id: unknown, today?: Date): ValidationMessage {
  return agesDiffer(age, ageFromIdNumber(id, today)) ? AGE_DOES_NOT_MATCH_ID_NUMBER_MESSAGE : undefined;
}

/** "Age given does not match DOB" (on the age field) when the age differs from the date of birth's. */
export function validateAgeMatchesDateOfBirth(age: unknown, dob: unknown, today?: Date): ValidationMessage {
  return agesDiffer(age, ageFromDateOfBirth(dob, today)) ? AGE_DOES_NOT_MATCH_DOB_MESSAGE : undefined;
}

/** "Your date of birth does not match age given" (on the date of birth field): the same check. */
export function validateDateOfBirthMatchesAge(dob: unknown, age: unknown, today?: Date): ValidationMessage {
  return agesDiffer(age, ageFromDateOfBirth(dob, today)) ? DOB_DOES_NOT_MATCH_AGE_MESSAGE : undefined;
}

/** "Enter either Age or ID or DOB" when all three are empty. */
export function validateEitherAgeOrIdOrDob(age: unknown, idNumber: unknown, dob: unknown): ValidationMessage {
  return isBlank(age) && isBlank(idNumber) && isBlank(dob) ? ENTER_AGE_OR_ID_OR_DOB_MESSAGE : undefined;
}

/** "Enter either Age or Birth Date" when both are empty. */
export function validateEitherAgeOrBirthDate(age: unknown, birthDate: unknown): ValidationMessage {
  return isBlank(age) && isBlank(birthDate) ? ENTER_AGE_OR_BIRTH_DATE_MESSAGE : undefined;
}
