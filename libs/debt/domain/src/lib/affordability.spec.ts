import { affordability, affordabilityCapacity, incomeTip, incomeUsed, monthlyBudget } from './affordability';

describe('incomeUsed: actual income, falling back to the estimate', () => {
  it.each([
    [2_500_000, 3_000_000, { income: 2_500_000, estimated: false }],
    [0, 3_000_000, { income: 3_000_000, estimated: true }],
    [null, 3_000_000, { income: 3_000_000, estimated: true }],
    [undefined, undefined, { income: undefined, estimated: false }],
    [0, 0, { income: undefined, estimated: false }],
    [-100, -100, { income: undefined, estimated: false }],
  ])('income %p, estimate %p -> %p', (income, estimate, expected) => {
    expect(incomeUsed(income, estimate)).toEqual(expected);
  });
});

describe('affordability (40% of income) and monthly budget (income minus affordability)', () => {
  it.each([
    // income (c), estimate (c), affordability, budget
    [2_500_000, undefined, 1_000_000, 1_500_000], // R25 000: R10 000 and R15 000
    [0, 1_800_000, 720_000, 1_080_000], // estimate R18 000: R7 200 and R10 800
    [333_333, undefined, 133_333, 200_000], // R3 333.33 x 40% = R1 333.332 -> R1 333.33
    [333_334, undefined, 133_334, 200_000], // R1 333.336 -> R1 333.34
    [5, undefined, 2, 3], // 2c half up
    [undefined, undefined, undefined, undefined], // "Unknown"
    [0, 0, undefined, undefined],
  ])('income %p, estimate %p -> %p, %p', (income, estimate, line, budget) => {
    expect(affordability(income, estimate)).toBe(line);
    expect(monthlyBudget(income, estimate)).toBe(budget);
  });
});

describe('affordabilityCapacity: the 40% line minus monthly debt', () => {
  it.each([
    [800_000, 2_500_000, undefined, 200_000],
    [1_000_000, 2_500_000, undefined, 0],
    [1_200_000, 2_500_000, undefined, -200_000],
    [300_000, 0, 1_000_000, 100_000],
    [0, undefined, undefined, undefined],
  ])('debt %p, income %p, estimate %p -> %p', (debt, income, estimate, expected) => {
    expect(affordabilityCapacity(debt, income, estimate)).toBe(expected);
  });
});

describe('incomeTip: shown when income is zero or absent, saying when the estimate was used', () => {
  it.each([
    [2_500_000, 3_000_000, { show: false, estimated: false }],
    [0, 3_000_000, { show: true, estimated: true }],
    [null, undefined, { show: true, estimated: false }],
  ])('income %p, estimate %p -> %p', (income, estimate, expected) => {
    expect(incomeTip(income, estimate)).toEqual(expected);
  });
});
