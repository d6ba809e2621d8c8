// The quote forms' field rules: the shared rules and messages (funeral.md section 5) and the
// funeral domain's reading of an ID number, so the browser says what the server would.
import {
  ageAndGenderFromIdNumber,
  QUOTE_MEMBER_LIMITS,
  AGE_LIMITS_BY_MEMBER_TYPE,
  ageRangeMessage,
  validateAgeForMemberType,
  validateAgeRange,
} from '@imali/funeral/domain';
import {
  composeValidators,
  required,
  validateBetween,
  validateEmail,
  validateNumber,
  validateSaIdNumber,
  validateSelectOne,
  validateWholeNumber,
  type Validator,
} from '@imali/shared/validation';

const HOLDER = AGE_LIMITS_BY_MEMBER_TYPE.POLICY_HOLDER;
const SPOUSE = AGE_LIMITS_BY_MEMBER_TYPE.SPOUSE;

/** Income is limited to 6 digits (funeral.md section 5). */
export const MAX_INCOME = 999_999;
/** The age slider: 18 to 60 (funeral.md section 9), the policy holder's age limits. */
export const AGE_SLIDER = { min: HOLDER.min, max: HOLDER.max, step: 1 } as const;
/**
 * The income slider: 0 to 50000 in steps of 100 (section 9). The typed income may go up to
 * MAX_INCOME (6 digits, section 5); above 50000 the slider sits at its end
 * (docs/decisions/funeral-age-income-sliders.md).
 */
export const INCOME_SLIDER = { min: 0, max: 50_000, step: 100 } as const;

/** A holder's ID number must give an age the holder may be covered at (18 to 60). */
const holderAgeFromIdNumber: Validator = (value) => {
  const read = ageAndGenderFromIdNumber(typeof value === 'string' ? value.trim() : value);
  return read && (read.age < HOLDER.min || read.age > HOLDER.max) ? ageRangeMessage(HOLDER.min, HOLDER.max) : undefined;
};

export const idNumberRule = composeValidators(required, (value) => validateSaIdNumber(typeof value === 'string' ? value.trim() : value), holderAgeFromIdNumber);
/** "Age must be between 18 and 60" (policy holder and spouse in the quick quote). */
export const holderAgeRule = composeValidators(required, validateWholeNumber, validateAgeRange(HOLDER.min, HOLDER.max));
export const spouseAgeRule = composeValidators(required, validateWholeNumber, validateAgeRange(SPOUSE.min, SPOUSE.max));
export const optionalSpouseAgeRule = composeValidators(validateWholeNumber, validateAgeRange(SPOUSE.min, SPOUSE.max));
export const genderRule = required;
export const optionalGenderRule: Validator = () => undefined;
/** Parents and extended family: "Age must be between 18 and 75, check age". */
export const dependantAgeRule = composeValidators(required, validateWholeNumber, validateAgeForMemberType('PARENT'));
export const optionalDependantAgeRule = composeValidators(validateWholeNumber, validateAgeForMemberType('PARENT'));
export const optionalChildAgeRule = composeValidators(validateWholeNumber, validateAgeForMemberType('CHILD'));
/** numExtended: required, a whole number, 1 to 10. */
export const numExtendedRule = composeValidators(required, validateWholeNumber, validateBetween(1, QUOTE_MEMBER_LIMITS.EXTENDED));
export const childCountRule = composeValidators(required, validateWholeNumber, validateBetween(1, QUOTE_MEMBER_LIMITS.CHILD));
export const incomeRule = composeValidators(required, validateNumber, validateBetween(0, MAX_INCOME));
export const emailRule = composeValidators(required, validateEmail);
export const nameRule = required;
export const reasonRule = validateSelectOne;
