import { REQUIRED_MESSAGE, SELECT_ONE_MESSAGE } from './messages';
import { required, validateSelectOne } from './required';

describe('required', () => {
  it.each([
    [undefined, REQUIRED_MESSAGE],
    [null, REQUIRED_MESSAGE],
    ['', REQUIRED_MESSAGE],
    ['   ', REQUIRED_MESSAGE],
    ['\t\n', REQUIRED_MESSAGE],
    [Number.NaN, REQUIRED_MESSAGE],
    [[], REQUIRED_MESSAGE],
    ['a', undefined],
    [' a ', undefined],
    [0, undefined],
    [false, undefined],
    [true, undefined],
    [['0821234567'], undefined],
    [{}, undefined],
  ])('required(%p) -> %p', (value, expected) => {
    expect(required(value)).toBe(expected);
  });
});

describe('validateSelectOne', () => {
  it.each([
    [undefined, SELECT_ONE_MESSAGE],
    [null, SELECT_ONE_MESSAGE],
    ['', SELECT_ONE_MESSAGE],
    [' ', SELECT_ONE_MESSAGE],
    ['bank-account-1', undefined],
    [true, undefined],
    [false, undefined],
    [0, undefined],
  ])('validateSelectOne(%p) -> %p', (value, expected) => {
    expect(validateSelectOne(value)).toBe(expected);
  });
});
