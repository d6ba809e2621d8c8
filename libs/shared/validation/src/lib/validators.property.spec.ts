import fc from 'fast-check';
import * as validation from '../index';

// Every exported validator and derivation takes any input without throwing: forms and GraphQL
// inputs hand over undefined, null, numbers, objects, lists and very long strings.
type AnyFunction = (...args: unknown[]) => unknown;

const rules = { idNumber: [validation.required, validation.usingField('idType', validation.validateSaIdNumber)] };

const checks = {
  required: validation.required,
  validateSelectOne: validation.validateSelectOne,
  validateNumber: validation.validateNumber,
  validateWholeNumber: validation.validateWholeNumber,
  validateGreaterThanZero: validation.validateGreaterThanZero,
  'validateBetween(1, 10)': validation.validateBetween(1, 10),
  validateEmail: validation.validateEmail,
  validateCellphone: validation.validateCellphone,
  validateSaIdNumber: validation.validateSaIdNumber,
  validateBirthDateMatchesIdNumber: validation.validateBirthDateMatchesIdNumber,
  validateTaxNumber: validation.validateTaxNumber,
  validateFutureDate: validation.validateFutureDate,
  validateAcceptTerms: validation.validateAcceptTerms,
  validateRequiredForNonSouthAfricans: validation.validateRequiredForNonSouthAfricans,
  validateRequiredForThirdPartyAccount: validation.validateRequiredForThirdPartyAccount,
  validateBankAccountNumber: validation.validateBankAccountNumber,
  'composeValidators(required, validateEmail)': validation.composeValidators(validation.required, validation.validateEmail),
  'usingField(idType, validateSaIdNumber)': validation.usingField('idType', validation.validateSaIdNumber),
} as Record<string, AnyFunction>;

const derivations = {
  dateOfBirthFromIdNumber: validation.dateOfBirthFromIdNumber,
  genderFromIdNumber: validation.genderFromIdNumber,
  ageFromIdNumber: validation.ageFromIdNumber,
  isSouthAfricanIdType: validation.isSouthAfricanIdType,
  isThirdPartyAccount: validation.isThirdPartyAccount,
  parseCalendarDate: validation.parseCalendarDate,
  resolveToday: validation.resolveToday,
  collectErrors: (values: unknown) => validation.collectErrors(values, rules),
  getFieldValue: (values: unknown, path: unknown) => validation.getFieldValue(values, typeof path === 'string' ? path : 'a.b[0]'),
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
