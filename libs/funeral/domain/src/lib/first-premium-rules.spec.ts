import { expectedFirstPaymentDate, FIRST_DEBIT_LEAD_DAYS, nextPayDateAfter, payDateOnOrAfter } from './first-premium-rules';

describe('payDateOnOrAfter', () => {
  it.each([
    [25, '2026-11-27', '2026-12-25'],
    [25, '2026-11-25', '2026-11-25'],
    [1, '2026-12-02', '2027-01-01'],
    [31, '2027-02-01', '2027-02-28'],
    [30, '2028-02-10', '2028-02-29'],
    [31, '2027-03-31', '2027-03-31'],
    [29, '2027-02-28', '2027-02-28'],
    [15, '2026-12-16', '2027-01-15'],
  ])('pay day %p on or after %s → %s', (payDay, date, expected) => expect(payDateOnOrAfter(payDay, date)).toBe(expected));

  it.each([
    [0, '2026-11-27'],
    [32, '2026-11-27'],
    [1.5, '2026-11-27'],
    [5, '2026-02-30'],
    [5, 'soon'],
  ])('pay day %p and %p: no date', (payDay, date) => expect(payDateOnOrAfter(payDay, date)).toBeUndefined());
});

describe('expectedFirstPaymentDate', () => {
  it('is five days of lead', () => expect(FIRST_DEBIT_LEAD_DAYS).toBe(5));

  it.each([
    // Sold on the 27th with pay day 2: the 2nd is only 5 days on (the lead is met on the day).
    [2, '2026-11-27', '2026-12-02'],
    // Pay day 1 is 4 days on: not enough to approve the mandate, so the month after.
    [1, '2026-11-27', '2027-01-01'],
    [25, '2026-11-20', '2026-11-25'],
    [25, '2026-11-21', '2026-12-25'],
    // Across the year and into a short month.
    [31, '2027-01-27', '2027-02-28'],
    [31, '2027-01-20', '2027-01-31'],
  ])('pay day %p sold on %s → %s', (payDay, soldOn, expected) => expect(expectedFirstPaymentDate(payDay, soldOn)).toBe(expected));

  it('no date for an unreadable day', () => expect(expectedFirstPaymentDate(25, '27/11/2026')).toBeUndefined());
});

describe('nextPayDateAfter', () => {
  it.each([
    [17, '2026-12-17', '2027-01-17'],
    [17, '2026-12-19', '2027-01-17'],
    [17, '2026-12-16', '2026-12-17'],
    [31, '2027-01-31', '2027-02-28'],
  ])('pay day %p after %s → %s', (payDay, date, expected) => expect(nextPayDateAfter(payDay, date)).toBe(expected));
});
