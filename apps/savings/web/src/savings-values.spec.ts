import { payoutYearOptions } from './savings-values';

describe('payoutYearOptions', () => {
  const today = { year: 2026, month: 11, day: 27 };

  it('offers the five years from the first December still ahead', () => {
    expect(payoutYearOptions(today, null)).toEqual([2026, 2027, 2028, 2029, 2030]);
    expect(payoutYearOptions(today, '2028-12-15')).toEqual([2026, 2027, 2028, 2029, 2030]);
    expect(payoutYearOptions({ year: 2026, month: 12, day: 31 }, null)).toEqual([2027, 2028, 2029, 2030, 2031]);
  });

  it('keeps a stored payout year no longer offered, in order, so the selector still shows it', () => {
    expect(payoutYearOptions(today, '2025-12-15')).toEqual([2025, 2026, 2027, 2028, 2029, 2030]);
    expect(payoutYearOptions(today, '2040-12-01')).toEqual([2026, 2027, 2028, 2029, 2030, 2040]);
  });

  it('ignores a stored date that is not a December day', () => {
    expect(payoutYearOptions(today, '2025-06-15')).toEqual([2026, 2027, 2028, 2029, 2030]);
    expect(payoutYearOptions(today, 'not a date')).toEqual([2026, 2027, 2028, 2029, 2030]);
  });
});
