import { readDay } from './goal-dates';
import { decemberPayoutDate, decemberPayoutParts, decemberYears, isPayoutAhead, monthlySavingsSliderBounds, PAY_DAYS, PAYOUT_DAYS, withdrawalSliderBounds } from './plan-options';

describe('monthlySavingsSliderBounds: min 0, max the smaller of income (default 10000) and target - existing', () => {
  it.each([
    [3_000_000, 0, 2_000_000, 2_000_000],
    [3_000_000, 0, undefined, 1_000_000],
    [3_000_000, 0, null, 1_000_000],
    [3_000_000, 0, 0, 1_000_000],
    [500_000, 100_000, 2_000_000, 400_000],
    [500_000, 100_000, undefined, 400_000],
    [500_000, 600_000, 2_000_000, 0],
    [500_000, 500_000, undefined, 0],
  ])('target %p, existing %p, income %p -> max %p', (target, existing, income, max) => {
    expect(monthlySavingsSliderBounds(target, existing, income)).toEqual({ minCents: 0, maxCents: max });
  });
});

describe('withdrawalSliderBounds: step 10, min 50, max the balance', () => {
  it.each([
    [5_000, { minCents: 5_000, maxCents: 5_000, stepCents: 1_000 }],
    [123_456, { minCents: 5_000, maxCents: 123_456, stepCents: 1_000 }],
    [4_999, undefined],
    [0, undefined],
    [NaN, undefined],
  ])('balance %p -> %p', (balance, bounds) => {
    expect(withdrawalSliderBounds(balance)).toEqual(bounds);
  });
});

describe('day choices', () => {
  it('pay day and payout day are 1 to 31', () => {
    expect(PAY_DAYS).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(PAYOUT_DAYS).toEqual(PAY_DAYS);
  });
});

describe('decemberYears: five years from the first December still ahead', () => {
  it.each([
    ['2021-06-01', [2021, 2022, 2023, 2024, 2025]],
    ['2026-11-27', [2026, 2027, 2028, 2029, 2030]],
    ['2026-12-30', [2026, 2027, 2028, 2029, 2030]],
    ['2026-12-31', [2027, 2028, 2029, 2030, 2031]],
    ['2027-01-01', [2027, 2028, 2029, 2030, 2031]],
  ])('today %s -> %p', (today, years) => {
    expect(decemberYears(today)).toEqual(years);
  });
});

describe('the December payout date', () => {
  it('is the day in December of the year, and back', () => {
    expect(decemberPayoutDate(15, 2027)).toEqual({ year: 2027, month: 12, day: 15 });
    expect(decemberPayoutParts({ year: 2027, month: 12, day: 15 })).toEqual({ day: 15, year: 2027 });
  });

  it.each([
    [decemberPayoutDate(15, 2026), '2026-11-27', true],
    [decemberPayoutDate(15, 2026), '2026-12-15', false],
    [decemberPayoutDate(16, 2026), '2026-12-15', true],
    [decemberPayoutDate(1, 2026), '2026-12-15', false],
  ])('%p ahead of %s: %p', (payout, today, ahead) => {
    expect(isPayoutAhead(payout, readDay(today)!)).toBe(ahead);
  });
});
