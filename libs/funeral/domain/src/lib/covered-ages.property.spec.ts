import fc from 'fast-check';
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

const anyInput = fc.oneof(
  fc.anything({
    withBoxedValues: true,
    withMap: true,
    withSet: true,
    withObjectString: true,
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withTypedArray: true,
    withSparseArray: true,
  }),
  fc.string({ maxLength: 2000 }),
  fc.stringMatching(/^\d{0,20}$/),
  fc.double(),
  fc.date(),
);

describe.each(Object.entries(checks))('%s never throws', (_name, check) => {
  it('and returns a message or undefined for any input', () => {
    fc.assert(
      fc.property(anyInput, anyInput, anyInput, (a, b, c) => {
        const result = check(a, b, c);
        expect(result === undefined || typeof result === 'string').toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('and handles a very long string quickly', () => {
    const started = Date.now();
    for (const long of ['9'.repeat(1_000_000), `${'a'.repeat(1_000_000)}@`, `${'a.'.repeat(500_000)}@x`, ' '.repeat(1_000_000)]) {
      const result = check(long, long, long);
      expect(result === undefined || typeof result === 'string').toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe.each(Object.entries(derivations))('%s never throws', (_name, derive) => {
  it('for any input', () => {
    fc.assert(
      fc.property(anyInput, anyInput, (a, b) => {
        derive(a, b);
      }),
      { numRuns: 300 },
    );
  });
});
