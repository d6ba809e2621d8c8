import {
  MONTHLY_INCOME_MESSAGE,
  OTP_CODE_MESSAGE,
  PASSWORD_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  SIGN_IN_RULES,
  SIGN_UP_ID_NUMBER_TOO_LONG_MESSAGE,
  validateMonthlyIncome,
  validateOtpCode,
  validatePassword,
  validateSignUpIdNumber,
} from './account';
import { AT_MOST_TWO_DECIMALS_MESSAGE, NUMBER_MESSAGE, REQUIRED_MESSAGE, SA_ID_NUMBER_MESSAGE } from './messages';
import { collectErrors } from './collect-errors';

describe('validatePassword', () => {
  it.each([
    ['', undefined],
    [undefined, undefined],
    ['abcdefgh', undefined],
    ['a'.repeat(200), undefined],
    ['abcdefg', PASSWORD_MESSAGE],
    ['a'.repeat(201), PASSWORD_TOO_LONG_MESSAGE],
    [12345678, PASSWORD_MESSAGE],
  ])('%p → %p', (value, expected) => expect(validatePassword(value)).toBe(expected));
});

describe('validateSignUpIdNumber', () => {
  const valid = '8001015009087';
  it.each([
    ['SA ID, valid', valid, { idType: 'rsa_id' }, undefined],
    ['SA ID, blank', '', { idType: 'rsa_id', email: 'a@b.co.za' }, REQUIRED_MESSAGE],
    ['SA ID, wrong check digit', '8001015009088', { idType: 'rsa_id' }, SA_ID_NUMBER_MESSAGE],
    ['no ID type counts as SA', '', {}, REQUIRED_MESSAGE],
    ['passport, blank, with email', '', { idType: 'oth_id', email: 'a@b.co.za' }, undefined],
    ['passport, blank, no email', '', { idType: 'oth_id', email: '  ' }, REQUIRED_MESSAGE],
    ['passport, any text', 'A1234567', { idType: 'oth_id' }, undefined],
    ['passport, too long', 'A'.repeat(21), { idType: 'oth_id' }, SIGN_UP_ID_NUMBER_TOO_LONG_MESSAGE],
    ['SA ID, too long is simply invalid', '1'.repeat(21), { idType: 'rsa_id' }, SA_ID_NUMBER_MESSAGE],
  ])('%s', (_case, value, allValues, expected) => expect(validateSignUpIdNumber(value, allValues)).toBe(expected));
});

describe('validateOtpCode', () => {
  it.each([
    ['1234', undefined],
    ['0000', undefined],
    ['123', OTP_CODE_MESSAGE],
    ['12345', OTP_CODE_MESSAGE],
    ['12a4', OTP_CODE_MESSAGE],
    [' 1234', OTP_CODE_MESSAGE],
    ['', OTP_CODE_MESSAGE],
    [undefined, OTP_CODE_MESSAGE],
    [1234, OTP_CODE_MESSAGE],
  ])('%p → %p', (value, expected) => expect(validateOtpCode(value)).toBe(expected));
});

describe('validateMonthlyIncome', () => {
  it.each([
    ['', undefined],
    [null, undefined],
    ['0', undefined],
    [0, undefined],
    ['12500.50', undefined],
    [10_000_000, undefined],
    [10_000_001, MONTHLY_INCOME_MESSAGE],
    ['-1', MONTHLY_INCOME_MESSAGE],
    ['12 500', NUMBER_MESSAGE],
    ['R100', NUMBER_MESSAGE],
    ['12500.505', AT_MOST_TWO_DECIMALS_MESSAGE],
    [0.001, AT_MOST_TWO_DECIMALS_MESSAGE],
  ])('%p → %p', (value, expected) => expect(validateMonthlyIncome(value)).toBe(expected));
});

describe('SIGN_IN_RULES', () => {
  it.each([
    [{ username: 'thandi@example.co.za', password: 'a long enough password' }, []],
    [{ username: '', password: '' }, ['username: This field is required', 'password: This field is required']],
    [{ username: 'u'.repeat(255), password: 'p'.repeat(201) }, ['username: At most 254 characters', 'password: At most 200 characters']],
  ])('%#', (values, expected) => {
    expect(collectErrors(values, SIGN_IN_RULES).map((e) => `${e.field}: ${e.message}`)).toEqual(expected);
  });
});
