import { formatRand } from '@imali/shared/domain';
import {
  AT_MOST_TWO_DECIMALS_MESSAGE,
  amountValidator,
  atMostAmountMessage,
  formatCents,
  NOT_NEGATIVE_MESSAGE,
  readRandAmount,
  acceptedCents,
  toCents,
  toRand,
  validateCurrencyAmount,
  validateTargetAmount,
  WHOLE_CENTS_MESSAGE,
} from './money';

const NUMBER = 'This field needs to be a number like 123 or 123.45';
const ZERO = 'Must be greater than zero';
const CEILING = 'Must be at most R 10 000 000.00';

describe('toCents (rand from the API or a form, to ledger cents)', () => {
  it.each([
    [0, 0],
    [-0, 0],
    ['0', 0],
    [50, 5000],
    ['50', 5000],
    [0.1, 10],
    [0.29, 29],
    [1.1, 110],
    [123.45, 12345],
    ['123.45', 12345],
    ['123.450', 12345],
    [1150.5, 115050],
    [0.01, 1],
    [10_000_000, 1_000_000_000],
  ])('%p rand is %p cents', (rand, cents) => {
    expect(toCents(rand)).toBe(cents);
  });

  it.each([
    [NaN, NUMBER],
    [Infinity, NUMBER],
    [-Infinity, NUMBER],
    [undefined, NUMBER],
    [null, NUMBER],
    ['', NUMBER],
    ['12,50', NUMBER],
    ['R50', NUMBER],
    [' 50', NUMBER],
    ['1e3', NUMBER],
    [{}, NUMBER],
    [1.005, AT_MOST_TWO_DECIMALS_MESSAGE],
    ['123.456', AT_MOST_TWO_DECIMALS_MESSAGE],
    [0.001, AT_MOST_TWO_DECIMALS_MESSAGE],
    [1e-7, AT_MOST_TWO_DECIMALS_MESSAGE],
    [0.1 + 0.2, AT_MOST_TWO_DECIMALS_MESSAGE],
    [-1, NOT_NEGATIVE_MESSAGE],
    ['-0.01', NOT_NEGATIVE_MESSAGE],
    [10_000_000.01, CEILING],
    [1e21, CEILING],
  ])('refuses %p: %p', (rand, message) => {
    expect(() => toCents(rand)).toThrow(new RangeError(message));
  });

  it.each([
    [0, { positive: true }, ZERO],
    ['0.00', { positive: true }, ZERO],
    [-5, { positive: true }, ZERO],
    [5, { maxCents: 400 }, 'Must be at most R 4.00'],
  ])('%p under %p: %p', (rand, rules, message) => {
    expect(() => toCents(rand, rules)).toThrow(message);
  });

  it('reads a negative amount only when allowed', () => {
    expect(toCents(-12.5, { allowNegative: true })).toBe(-1250);
    expect(readRandAmount('-12.5', { allowNegative: true })).toEqual({ ok: true, cents: -1250 });
  });

  it('reads with the default rules when handed null or something that is not rules (found by the property test: 0 with null threw)', () => {
    expect(readRandAmount(0, null)).toEqual({ ok: true, cents: 0 });
    expect(readRandAmount('-1', null)).toEqual({ ok: false, message: 'Must be zero or more' });
    expect(readRandAmount('12.50', 'positive' as never)).toEqual({ ok: true, cents: 1250 });
  });
});

describe('toRand (ledger cents to the API float)', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [29, 0.29],
    [12345, 123.45],
    [1_000_000_000, 10_000_000],
  ])('%p cents is %p rand', (cents, rand) => {
    expect(toRand(cents)).toBe(rand);
  });

  it.each([
    [NaN, WHOLE_CENTS_MESSAGE],
    [Infinity, WHOLE_CENTS_MESSAGE],
    [12.5, WHOLE_CENTS_MESSAGE],
    [Number.MAX_SAFE_INTEGER + 2, WHOLE_CENTS_MESSAGE],
    ['100' as unknown as number, WHOLE_CENTS_MESSAGE],
    [-1, NOT_NEGATIVE_MESSAGE],
  ])('refuses %p: %p', (cents, message) => {
    expect(() => toRand(cents)).toThrow(new RangeError(message));
  });

  it('gives negatives when allowed', () => {
    expect(toRand(-1250, { allowNegative: true })).toBe(-12.5);
  });

  it('takes null rules (from untyped callers) as the defaults: a RangeError, never a TypeError', () => {
    expect(toRand(1250, null as never)).toBe(12.5);
    expect(() => toRand(-1, null as never)).toThrow(new RangeError(NOT_NEGATIVE_MESSAGE));
  });

  it('round-trips every cent from 0 to R 100', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 10_000; cents += 1) if (toCents(toRand(cents)) !== cents) wrong.push(cents);
    expect(wrong).toEqual([]);
  });
});

describe('formatCents (the platform formatter on cents)', () => {
  it.each([
    [5000, 'R 50.00'],
    [115000, 'R 1 150.00'],
    [1, 'R 0.01'],
    [123456789, 'R 1 234 567.89'],
  ])('%p -> %p', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
    expect(formatCents(cents)).toBe(formatRand(cents / 100));
  });
});

describe('validateCurrencyAmount (existingAmount, desiredSavings, income: zero or more)', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    [null, undefined],
    ['0', undefined],
    [0, undefined],
    ['500', undefined],
    ['1234.56', undefined],
    ['10000000', undefined],
    ['abc', NUMBER],
    ['1 000', NUMBER],
    ['12.345', AT_MOST_TWO_DECIMALS_MESSAGE],
    ['-1', NOT_NEGATIVE_MESSAGE],
    ['10000000.01', CEILING],
  ])('%p -> %p', (value, message) => {
    expect(validateCurrencyAmount(value)).toBe(message);
  });
});

describe('validateTargetAmount ("Must be greater than zero")', () => {
  it.each([
    [undefined, undefined],
    ['0.01', undefined],
    ['25000', undefined],
    ['0', ZERO],
    [0, ZERO],
    ['-100', ZERO],
    ['x', NUMBER],
    ['100.001', AT_MOST_TWO_DECIMALS_MESSAGE],
    [20_000_000, CEILING],
  ])('%p -> %p', (value, message) => {
    expect(validateTargetAmount(value)).toBe(message);
  });
});

describe('amountValidator', () => {
  it('takes its own ceiling', () => {
    expect(amountValidator({ maxCents: 10_000 })('100.01')).toBe(atMostAmountMessage(10_000));
    expect(atMostAmountMessage(10_000)).toBe('Must be at most R 100.00');
  });
});

describe('acceptedCents: what a field holds as an amount, under its own rule', () => {
  const atMost300 = (value: unknown) => (Number(value) > 300 ? 'Too much' : undefined);
  it.each<[unknown, number | null]>([
    ['120.5', 12050],
    ['300', 30000],
    ['301', null], // the field's rule refuses it
    ['50.555', null], // not an amount of cents
    ['-50', null],
    ['abc', null],
    ['', null],
  ])('%p is %p', (value, cents) => {
    expect(acceptedCents(value, atMost300)).toBe(cents);
  });
});
