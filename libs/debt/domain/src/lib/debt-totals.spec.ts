import { rateBasisPoints, wholeCents, type DebtObligation } from './debt-obligation';
import { allDebt, obligationsInCategory } from './debt-totals';

describe('wholeCents and rateBasisPoints', () => {
  it.each([
    [12_345, 12_345],
    [12_345.5, 12_346],
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    ['100', 0],
  ])('wholeCents(%p) -> %p', (value, expected) => {
    expect(wholeCents(value)).toBe(expected);
  });

  it.each([
    [24, 2400],
    [11.75, 1175],
    [22.755, 2276],
    [0, 0],
    [-3, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('rateBasisPoints(%p) -> %p', (rate, expected) => {
    expect(rateBasisPoints(rate)).toBe(expected);
  });
});

const loan = (id: string, accountType: string, balance: number, installment: number): DebtObligation => ({ id, accountType, currentBalance: balance, installment, rate: 20 });

describe('allDebt: monthly instalments in cents by category', () => {
  const obligations = [
    loan('home', 'B', 80_000_000, 850_000),
    loan('bond2', 'H', 10_000_000, 120_050),
    loan('car', 'Y', 20_000_000, 450_000),
    loan('card1', 'C', 1_500_000, 75_000),
    loan('store', 'R', 300_000, 15_000),
    loan('personal', 'P', 2_000_000, 110_000),
    loan('furniture', 'F', 500_000, 40_000),
    loan('settled', 'P', 0, 99_999),
  ];

  it('adds instalments of accounts still owing', () => {
    expect(allDebt(obligations)).toEqual({
      allDebt: 850_000 + 120_050 + 450_000 + 75_000 + 15_000 + 110_000 + 40_000,
      housingDebt: 970_050,
      vehicleDebt: 450_000,
      normalDebt: 150_000,
      creditCardDebt: 90_000,
    });
  });

  it('is all zeros with no obligations', () => {
    expect(allDebt([])).toEqual({ allDebt: 0, housingDebt: 0, vehicleDebt: 0, normalDebt: 0, creditCardDebt: 0 });
  });

  it('lists the obligations of a category', () => {
    expect(obligationsInCategory(obligations, 'creditCard').map((o) => o.id)).toEqual(['card1', 'store']);
    expect(obligationsInCategory(obligations, 'personal').map((o) => o.id)).toEqual(['personal', 'furniture', 'settled']);
  });
});
