import { betweenMessage, GREATER_THAN_ZERO_MESSAGE, NUMBER_MESSAGE, WHOLE_NUMBER_MESSAGE } from './messages';
import { validateAtMostTwoDecimals, validateBetween, validateGreaterThanZero, validateNumber, validateWholeNumber } from './number';
import { AT_MOST_TWO_DECIMALS_MESSAGE } from './messages';

describe('validateNumber', () => {
  it.each([
    ['123', undefined],
    ['123.45', undefined],
    ['0', undefined],
    ['-5', undefined],
    ['007', undefined],
    [123, undefined],
    [123.45, undefined],
    [0, undefined],
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['  ', undefined],
    ['abc', NUMBER_MESSAGE],
    ['12a', NUMBER_MESSAGE],
    ['1 000', NUMBER_MESSAGE],
    ['1,000', NUMBER_MESSAGE],
    ['123,45', NUMBER_MESSAGE],
    ['.5', NUMBER_MESSAGE],
    ['5.', NUMBER_MESSAGE],
    [' 12', NUMBER_MESSAGE],
    ['1e3', NUMBER_MESSAGE],
    [Number.POSITIVE_INFINITY, NUMBER_MESSAGE],
    [true, NUMBER_MESSAGE],
    [{}, NUMBER_MESSAGE],
  ])('validateNumber(%p) -> %p', (value, expected) => {
    expect(validateNumber(value)).toBe(expected);
  });
});

describe('validateWholeNumber', () => {
  it.each([
    ['0', undefined],
    ['42', undefined],
    [42, undefined],
    [0, undefined],
    ['', undefined],
    [undefined, undefined],
    ['4.5', WHOLE_NUMBER_MESSAGE],
    [4.5, WHOLE_NUMBER_MESSAGE],
    ['-1', WHOLE_NUMBER_MESSAGE],
    [-1, WHOLE_NUMBER_MESSAGE],
    ['4 5', WHOLE_NUMBER_MESSAGE],
    ['forty', WHOLE_NUMBER_MESSAGE],
    ['9'.repeat(30), WHOLE_NUMBER_MESSAGE],
    [false, WHOLE_NUMBER_MESSAGE],
  ])('validateWholeNumber(%p) -> %p', (value, expected) => {
    expect(validateWholeNumber(value)).toBe(expected);
  });
});

describe('validateGreaterThanZero', () => {
  it.each([
    [1, undefined],
    [0.01, undefined],
    ['0.01', undefined],
    ['10000', undefined],
    [undefined, undefined],
    ['', undefined],
    [0, GREATER_THAN_ZERO_MESSAGE],
    ['0', GREATER_THAN_ZERO_MESSAGE],
    ['0.00', GREATER_THAN_ZERO_MESSAGE],
    [-1, GREATER_THAN_ZERO_MESSAGE],
    ['-0.5', GREATER_THAN_ZERO_MESSAGE],
    ['abc', GREATER_THAN_ZERO_MESSAGE],
  ])('validateGreaterThanZero(%p) -> %p', (value, expected) => {
    expect(validateGreaterThanZero(value)).toBe(expected);
  });
});

describe('validateBetween(1, 10)', () => {
  const validate = validateBetween(1, 10);
  it.each([
    [0, betweenMessage(1, 10)],
    [1, undefined],
    ['5', undefined],
    [10, undefined],
    [11, betweenMessage(1, 10)],
    ['ten', betweenMessage(1, 10)],
    ['', undefined],
  ])('%p -> %p', (value, expected) => {
    expect(validate(value)).toBe(expected);
  });

  it('words the message as the spec does', () => {
    expect(betweenMessage(1, 10)).toBe('Must be between 1 and 10');
  });
});

describe('validateAtMostTwoDecimals (rand in whole cents)', () => {
  it.each([
    ['', undefined],
    [null, undefined],
    ['abc', undefined],
    ['12', undefined],
    ['12.5', undefined],
    ['12.50', undefined],
    [0.29, undefined],
    [1.1, undefined],
    [1e21, AT_MOST_TWO_DECIMALS_MESSAGE],
    ['10.005', AT_MOST_TWO_DECIMALS_MESSAGE],
    [-0.001, AT_MOST_TWO_DECIMALS_MESSAGE],
    [1e-7, AT_MOST_TWO_DECIMALS_MESSAGE],
    [1234567.891, AT_MOST_TWO_DECIMALS_MESSAGE],
  ])('%p -> %p', (value, expected) => expect(validateAtMostTwoDecimals(value)).toBe(expected));
});
