import { describeNeverThrows } from '@imali/shared/validation/testing';
import * as covered from './covered-ages';
import { validateCoverAmount } from './cover-amounts';

// The age and cover rules that moved from @imali/shared/validation take any input without
// throwing, as the shared validators do (forms and GraphQL inputs hand over anything).
type AnyFunction = (...args: unknown[]) => unknown;

const checks = {
  'validateAgeBetween()': covered.validateAgeBetween(),
  'validateAgeRange()': covered.validateAgeRange(),
  'validateAgeForMemberType(CHILD)': covered.validateAgeForMemberType('CHILD'),
  validateAgeMatchesIdNumber: covered.validateAgeMatchesIdNumber,
  validateAgeMatchesDateOfBirth: covered.validateAgeMatchesDateOfBirth,
  validateDateOfBirthMatchesAge: covered.validateDateOfBirthMatchesAge,
  validateEitherAgeOrIdOrDob: covered.validateEitherAgeOrIdOrDob,
  validateEitherAgeOrBirthDate: covered.validateEitherAgeOrBirthDate,
  validateCoverAmount: validateCoverAmount,
} as Record<string, AnyFunction>;

const derivations = {
  validateAgeForMemberType: covered.validateAgeForMemberType,
  ageLimitsForMemberType: covered.ageLimitsForMemberType,
} as Record<string, AnyFunction>;

describeNeverThrows(checks, derivations);
