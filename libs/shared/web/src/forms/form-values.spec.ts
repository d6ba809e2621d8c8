import { textOrNull, typedNumber } from './form-values';

describe('textOrNull', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    [' Sipho ', 'Sipho'],
    ['a b', 'a b'],
  ])('%p → %p', (value, expected) => {
    expect(textOrNull(value)).toBe(expected);
  });
});

describe('typedNumber', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['  ', null],
    ['42', 42],
    [' 7 ', 7],
    ['-3', -3],
    ['6.5', 6.5],
    ['12a', '12a'],
    ['1e3', '1e3'],
    ['1.', '1.'],
    ['9'.repeat(400), '9'.repeat(400)],
  ])('%p → %p', (value, expected) => {
    expect(typedNumber(value)).toBe(expected);
  });
});
