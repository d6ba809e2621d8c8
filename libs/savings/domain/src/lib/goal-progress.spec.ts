import { readDay } from './goal-dates';
import {
  amountLeftCents,
  bucketStatus,
  estimatedTargetDate,
  goalEstimate,
  monthsLeft,
  monthsUntilTargetDate,
  percentageFull,
  progressBarPercent,
  progressColour,
  SAVINGS_STATUS_LABELS,
  savingsLevel,
  savingsTotals,
  savedTowardTargetCents,
} from './goal-progress';
import { quoteGoal } from './goal-quote';

const TODAY = '2026-11-27';

describe('percentageFull', () => {
  it.each([
    [0, 1_000_000, 0],
    [250_000, 1_000_000, 25],
    [699_999, 1_000_000, 69.99],
    [700_000, 1_000_000, 70],
    [1, 300, 0.33],
    [2, 300, 0.66],
    [999_999, 1_000_000, 99.99],
    [1_000_000, 1_000_000, 100],
    [1_500_000, 1_000_000, 150],
    [5_000, 0, 100],
    [0, 0, 0],
    [-100, 1_000, 0],
  ])('%p of %p cents is %p %', (amount, target, percent) => {
    expect(percentageFull(amount, target)).toBe(percent);
  });
});

describe('bucketStatus: "amount 0 gives NO_SAVINGS; percentageFull below 70 gives BELOW_TARGET; otherwise ON_TRACK"', () => {
  it.each([
    [0, 0, 'NO_SAVINGS'],
    [0, 90, 'NO_SAVINGS'],
    [1, 0.01, 'BELOW_TARGET'],
    [50_000, 69.99, 'BELOW_TARGET'],
    [50_000, 70, 'ON_TRACK'],
    [50_000, 100, 'ON_TRACK'],
    [50_000, 150, 'ON_TRACK'],
  ] as const)('amount %p at %p % -> %s', (amount, percent, status) => {
    expect(bucketStatus(amount, percent)).toBe(status);
  });

  it.each([
    ['NO_SAVINGS', 'No Savings yet'],
    ['ON_TRACK', 'On Track'],
    ['BELOW_TARGET', 'Progressing slowly'],
  ] as const)('%s is labelled %p', (status, label) => {
    expect(SAVINGS_STATUS_LABELS[status]).toBe(label);
  });
});

describe('progressColour: below 30 red, 30 to under 70 amber, 70 and above primary', () => {
  it.each([
    [0, 'red'],
    [29.99, 'red'],
    [30, 'amber'],
    [69.99, 'amber'],
    [70, 'primary'],
    [100, 'primary'],
    [250, 'primary'],
    [NaN, 'red'],
    [-5, 'red'],
  ])('%p % -> %s', (percent, colour) => {
    expect(progressColour(percent)).toBe(colour);
  });
});

describe('progressBarPercent: capped at 100', () => {
  it.each([
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [150, 100],
    [-3, 0],
    [NaN, 0],
    [Infinity, 100],
  ])('%p -> %p', (percent, bar) => {
    expect(progressBarPercent(percent)).toBe(bar);
  });
});

describe('savingsLevel: below 10% Poor red, below 30% Average yellow, else Good primary; target defaults to 10000', () => {
  it.each([
    [0, undefined, 'Poor', 'red'],
    [99_999, undefined, 'Poor', 'red'],
    [100_000, undefined, 'Average', 'yellow'],
    [299_999, undefined, 'Average', 'yellow'],
    [300_000, undefined, 'Good', 'primary'],
    [300_000, null, 'Good', 'primary'],
    [300_000, 0, 'Good', 'primary'],
    [1_999, 20_000, 'Poor', 'red'],
    [2_000, 20_000, 'Average', 'yellow'],
    [6_000, 20_000, 'Good', 'primary'],
    [300_000, 5_000_000, 'Poor', 'red'],
  ])('%p cents against %p -> %s %s', (amount, target, band, colour) => {
    expect(savingsLevel(amount, target)).toEqual({ band, colour });
  });
});

describe('monthsLeft and estimatedTargetDate', () => {
  it.each([
    // amount, target, monthly, months, date
    [0, 1_000_000, 50_000, 20, '2028-07-27'],
    [0, 1_000_000, 30_000, 34, '2029-09-27'],
    [400_000, 1_000_000, 50_000, 12, '2027-11-27'],
    [999_999, 1_000_000, 50_000, 1, '2026-12-27'],
    [1_000_000, 1_000_000, 50_000, 0, TODAY],
    [1_200_000, 1_000_000, 0, 0, TODAY],
    [0, 1_000_000, 0, undefined, undefined],
    [0, 1_000_000, -500, undefined, undefined],
    [0, 1_000_000, NaN, undefined, undefined],
    [0, 1_000_000, 0.5, undefined, undefined],
    [0, 10_000_000, 2_500, 4_000, undefined],
    [0, 15_000_000, 2_500, 6_000, undefined],
  ])('R%p of R%p at %p a month: %p months, %p', (amount, target, monthly, months, date) => {
    expect(monthsLeft(amount, target, monthly)).toBe(months);
    expect(estimatedTargetDate(amount, target, monthly, TODAY)).toEqual(date === undefined ? undefined : readDay(date));
  });

  it('estimates from a month end to the last day of a shorter month', () => {
    expect(estimatedTargetDate(0, 100_000, 100_000, '2027-01-31')).toEqual(readDay('2027-02-28'));
    expect(estimatedTargetDate(0, 100_000, 50_000, '2027-12-31')).toEqual(readDay('2028-02-29'));
  });

  it('amountLeftCents never goes below 0', () => {
    expect(amountLeftCents(1_200_000, 1_000_000)).toBe(0);
    expect(amountLeftCents(250_000, 1_000_000)).toBe(750_000);
  });
});

describe('goalEstimate: the goal page counts existingAmount as the quote does', () => {
  it.each([
    // amount, existing, target, monthly, months, date
    [0, null, 1_200_000, 100_000, 12, '2027-11-27'],
    [0, 200_000, 1_200_000, 100_000, 10, '2027-09-27'],
    [300_000, 200_000, 1_200_000, 100_000, 7, '2027-06-27'],
    [300_000, 900_000, 1_200_000, 100_000, 0, TODAY],
    [0, -50_000, 1_200_000, 100_000, 12, '2027-11-27'],
    [0, 200_000, 1_200_000, 0, undefined, undefined],
  ])('R%p in the goal, R%p elsewhere, of R%p at %p a month: %p months, %p', (amount, existing, target, monthly, months, date) => {
    expect(goalEstimate({ amountCents: amount, existingAmountCents: existing, targetCents: target, monthlyCents: monthly }, TODAY)).toEqual({
      monthsLeft: months,
      estimatedDate: date === undefined ? undefined : readDay(date),
    });
  });

  it('a goal just set up (nothing in it yet) is estimated to the date its quote gave', () => {
    const quote = quoteGoal({ bucketType: 'CAR', targetAmountCents: 3_000_000, existingAmountCents: 500_000, desiredSavingsCents: 150_000 }, TODAY);
    const estimate = goalEstimate({ amountCents: 0, existingAmountCents: quote.existingAmountCents, targetCents: quote.targetAmountCents!, monthlyCents: quote.desiredSavingsCents! }, TODAY);
    expect(estimate.estimatedDate).toEqual(quote.targetDate);
    expect(estimate.estimatedDate).toEqual(readDay('2028-04-27')); // R 25 000 left at R 1 500: 17 months
  });

  it('savedTowardTargetCents adds the balance and existingAmount, ignoring what is missing or negative', () => {
    expect(savedTowardTargetCents(300_000, 200_000)).toBe(500_000);
    expect(savedTowardTargetCents(300_000, null)).toBe(300_000);
    expect(savedTowardTargetCents(-5, undefined)).toBe(0);
  });
});

describe('monthsUntilTargetDate', () => {
  it.each([
    ['2027-11-27', 12],
    ['2027-11-26', 11],
    ['2026-12-27', 1],
    ['2026-12-01', 0],
    [TODAY, 0],
    ['2025-01-01', 0],
  ])('to %s: %p', (date, months) => {
    expect(monthsUntilTargetDate(date, TODAY)).toBe(months);
  });

  it('counts 31 January to 29 February in a leap year as one month', () => {
    expect(monthsUntilTargetDate('2028-02-29', '2028-01-31')).toBe(1);
  });

  it('refuses an unreadable date', () => {
    expect(() => monthsUntilTargetDate('soon', TODAY)).toThrow('targetDate must be a calendar day');
  });
});

describe('savingsTotals (the overview)', () => {
  it('adds the monthly contributions and the amounts saved', () => {
    expect(
      savingsTotals([
        { amountCents: 120_050, desiredSavingsCents: 50_000 },
        { amountCents: 0, desiredSavingsCents: 2_500 },
        { amountCents: 1, desiredSavingsCents: null },
      ]),
    ).toEqual({ monthlyContributionsCents: 52_500, totalSavedCents: 120_051 });
  });
  it('is zero for no buckets', () => {
    expect(savingsTotals([])).toEqual({ monthlyContributionsCents: 0, totalSavedCents: 0 });
  });
});
