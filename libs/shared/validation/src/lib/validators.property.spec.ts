import { describeNeverThrows } from '../testing';
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

describeNeverThrows(checks, derivations);
