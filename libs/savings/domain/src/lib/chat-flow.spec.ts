import {
  chatDurationCountValidator,
  chatMonthlyEstimateCents,
  chatMonthsToReach,
  durationInMonths,
  roundToNearestTenRand,
} from './chat-flow';

describe('durationInMonths: weeks / 4, years x 12', () => {
  it.each([
    [8, 'WEEKS', 2],
    [6, 'WEEKS', 1.5],
    [1, 'WEEKS', 0.25],
    [5, 'MONTHS', 5],
    [1, 'YEARS', 12],
    [3, 'YEARS', 36],
  ] as const)('%p %s -> %p months', (count, unit, months) => {
    expect(durationInMonths(count, unit)).toBe(months);
  });
});

describe('roundToNearestTenRand', () => {
  it.each([
    [0, 0],
    [49_999, 50_000],
    [12_499, 12_000],
    [12_500, 13_000],
    [12_501, 13_000],
    [83_333, 83_000],
    [400, 0],
  ])('%p cents -> %p', (cents, rounded) => {
    expect(roundToNearestTenRand(cents)).toBe(rounded);
  });
});

describe('chatMonthlyEstimateCents: the amount over the duration, to the nearest R10', () => {
  it.each([
    [1_000_000, 12, 'MONTHS', 83_000],
    [1_000_000, 1, 'YEARS', 83_000],
    [500_000, 6, 'WEEKS', 333_000],
    [500_000, 4, 'WEEKS', 500_000],
    [2_500_000, 3, 'YEARS', 69_000],
    [150_000, 12, 'MONTHS', 13_000],
    [1_000, 12, 'MONTHS', 1_000],
    [100, 12, 'MONTHS', 1_000],
    [0, 12, 'MONTHS', 0],
    [1_000_000, 0, 'MONTHS', undefined],
    [1_000_000, 1.5, 'MONTHS', undefined],
    [-5, 12, 'MONTHS', undefined],
  ] as const)('R%p cents over %p %s -> %p', (amount, count, unit, monthly) => {
    expect(chatMonthlyEstimateCents(amount, count, unit)).toBe(monthly);
  });
});

describe('chatMonthsToReach: the months the affordable amount takes', () => {
  it.each([
    [1_000_000, 83_000, 13],
    [1_000_000, 100_000, 10],
    [1_000_000, 2_500, 400],
    [0, 10_000, 0],
    [1_000_000, 0, undefined],
  ])('R%p cents at %p a month -> %p months', (amount, monthly, months) => {
    expect(chatMonthsToReach(amount, monthly)).toBe(months);
  });
});

describe('chatDurationCountValidator: an integer (the shared "Whole numbers only"), 1 to 50 years', () => {
  it.each([
    ['MONTHS', '12', undefined],
    ['MONTHS', 12, undefined],
    ['WEEKS', '2400', undefined],
    ['YEARS', '50', undefined],
    ['MONTHS', '', 'This field is required'],
    ['MONTHS', undefined, 'This field is required'],
    ['MONTHS', '1.5', 'Whole numbers only'],
    ['WEEKS', 2.5, 'Whole numbers only'],
    ['YEARS', '-1', 'Whole numbers only'],
    ['YEARS', 'two', 'Whole numbers only'],
    ['MONTHS', '0', 'Must be at least 1'],
    ['MONTHS', '601', 'Must be at most 600 months'],
    ['WEEKS', '2401', 'Must be at most 2400 weeks'],
    ['YEARS', '51', 'Must be at most 50 years'],
  ] as const)('%s %p -> %p', (unit, value, message) => {
    expect(chatDurationCountValidator(unit)(value)).toBe(message);
  });
});
