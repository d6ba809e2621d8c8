import { isLuhnValid, luhnCheckDigit } from './luhn';

describe('isLuhnValid', () => {
  it.each([
    ['8001015009087', true],
    ['8001015009088', false],
    ['0001339050', true],
    ['0001339051', false],
    ['0', true],
    ['', false],
    ['80010150090a7', false],
  ])('isLuhnValid(%p) -> %p', (digits, expected) => {
    expect(isLuhnValid(digits)).toBe(expected);
  });
});

describe('luhnCheckDigit', () => {
  it.each([
    ['800101500908', 7],
    ['000133905', 0],
    ['900133905', 1],
    ['', undefined],
    ['12a', undefined],
  ])('luhnCheckDigit(%p) -> %p', (payload, expected) => {
    expect(luhnCheckDigit(payload)).toBe(expected);
  });
});
