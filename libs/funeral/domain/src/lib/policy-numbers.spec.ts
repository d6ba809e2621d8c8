import { isLuhnValid } from '@imali/shared/validation';
import {
  easyPayNumberForPolicy,
  formatEasyPayNumber,
  isValidEasyPayNumber,
  isValidPolicyNumber,
  makeEasyPayNumber,
  makePolicyNumber,
  MAX_POLICY_SEQUENCE,
  policySequenceOf,
  SANDBOX_EASYPAY_RECEIVER_ID,
} from './policy-numbers';

describe('makePolicyNumber', () => {
  it.each([
    [1, 'IMF000000018'],
    [42, 'IMF000000422'],
    [1234567, 'IMF012345674'],
    [MAX_POLICY_SEQUENCE, 'IMF999999998'],
  ])('sequence %i -> %s', (sequence, expected) => {
    expect(makePolicyNumber(sequence)).toBe(expected);
    expect(isLuhnValid(expected.slice(3))).toBe(true);
  });

  it.each([0, -1, 1.5, MAX_POLICY_SEQUENCE + 1, Number.NaN, Number.POSITIVE_INFINITY, '7' as unknown as number])('sequence %p -> undefined', (sequence) => {
    expect(makePolicyNumber(sequence)).toBeUndefined();
  });
});

describe('isValidPolicyNumber and policySequenceOf', () => {
  it.each([
    ['IMF000000018', 1],
    [' imf000000018 ', 1],
    ['IMF012345674', 1234567],
    ['IMF000000019', undefined],
    ['IMF000000000', undefined],
    ['IMX000000018', undefined],
    ['IMF00000018', undefined],
    ['IMF0000000018', undefined],
    ['000000018', undefined],
    ['IMF 000000018', undefined],
    [18, undefined],
    [null, undefined],
  ])('%p -> sequence %p', (value, sequence) => {
    expect(policySequenceOf(value)).toBe(sequence);
    expect(isValidPolicyNumber(value)).toBe(sequence !== undefined);
  });
});

describe('makeEasyPayNumber', () => {
  it.each([
    [1, '0000', '90000000000000000019'],
    [1, '1234', '91234000000000000013'],
    ['12345678', '1234', '91234000000123456787'],
    [99_999_999_999_999, '9999', '99999999999999999999'],
    [0, '0000', '90000000000000000001'],
  ])('account %p, receiver %s -> %s', (account, receiver, expected) => {
    const made = makeEasyPayNumber(account, receiver);
    expect(made).toBe(expected);
    expect(made).toHaveLength(20);
    expect(isLuhnValid(made!)).toBe(true);
  });

  it.each<[unknown, unknown]>([
    [-1, '0000'],
    [1.5, '0000'],
    [100_000_000_000_000, '0000'],
    ['123456789012345', '0000'],
    ['12a', '0000'],
    ['', '0000'],
    [1, '123'],
    [1, '12345'],
    [1, 'abcd'],
    [1, undefined],
  ])('account %p, receiver %p -> undefined', (account, receiver) => {
    expect(makeEasyPayNumber(account as number, receiver as string)).toBeUndefined();
  });
});

describe('isValidEasyPayNumber', () => {
  it.each<[unknown, string | undefined, boolean]>([
    ['91234000000123456787', undefined, true],
    ['91234000000123456787', '1234', true],
    ['91234000000123456787', '4321', false],
    ['9123 4000 0001 2345 6787', undefined, true],
    ['91234000000123456788', undefined, false],
    // Valid Luhn but not an EasyPay number (no leading 9).
    ['81234000000123456789', undefined, false],
    ['9123400000012345678', undefined, false],
    [9_123_400_000_012, undefined, false],
    [null, undefined, false],
  ])('%p (receiver %p) -> %p', (value, receiver, valid) => {
    expect(isValidEasyPayNumber(value, receiver)).toBe(valid);
  });
});

describe('easyPayNumberForPolicy', () => {
  it('uses the policy sequence as the account reference', () => {
    expect(easyPayNumberForPolicy('IMF012345674', '1234')).toBe(makeEasyPayNumber(1234567, '1234'));
    expect(easyPayNumberForPolicy('IMF012345675', '1234')).toBeUndefined();
    expect(isValidEasyPayNumber(easyPayNumberForPolicy('IMF000000018', SANDBOX_EASYPAY_RECEIVER_ID), SANDBOX_EASYPAY_RECEIVER_ID)).toBe(true);
  });
});

it('formatEasyPayNumber groups by four', () => {
  expect(formatEasyPayNumber('91234000000123456787')).toBe('9123 4000 0001 2345 6787');
  expect(formatEasyPayNumber('9123 4000 0001 2345 6787')).toBe('9123 4000 0001 2345 6787');
});
