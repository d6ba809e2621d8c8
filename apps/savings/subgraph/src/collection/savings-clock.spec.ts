import { collectionDay, daysInMonth, isCalendarDate, monthOf, payDaysFallingOn, sastDate } from './savings-clock';
import { mandateMaximumCents } from './mandate-maximum';
import { collectionFailureReason, COLLECTION_FAILURE_REASONS } from './collection-failures';

describe('savings calendar (SAST)', () => {
  it('dates in Johannesburg: 22:30 UTC is already the next day', () => {
    expect(sastDate(Date.parse('2027-02-27T22:30:00Z'))).toBe('2027-02-28');
    expect(sastDate(Date.parse('2027-02-27T21:59:59Z'))).toBe('2027-02-27');
  });

  it.each([
    ['2027-02-28', [28, 29, 30, 31]],
    ['2028-02-28', [28]],
    ['2028-02-29', [29, 30, 31]],
    ['2027-04-30', [30, 31]],
    ['2027-03-31', [31]],
    ['2027-03-30', [30]],
    ['2027-01-01', [1]],
  ])('pay days falling on %s: %j', (date, days) => {
    expect(payDaysFallingOn(date)).toEqual(days);
    for (const day of days) expect(collectionDay(day, date)).toBe(Number(date.slice(8)));
  });

  it('knows month lengths, months and calendar dates', () => {
    expect([daysInMonth('2027-02-01'), daysInMonth('2028-02-10'), daysInMonth('2027-04-01'), daysInMonth('2027-12-31')]).toEqual([28, 29, 30, 31]);
    expect(monthOf('2027-02-28')).toBe('2027-02');
    for (const bad of ['2027-02-29', '2027-13-01', '2027-1-01', '', null, 20270101, '2027-02-28T00:00']) expect(isCalendarDate(bad)).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });
});

describe('savings debit order maximum', () => {
  it.each([
    [0, 100_000],
    [2_500, 100_000],
    [50_000, 100_000],
    [50_001, 110_000],
    [75_000, 150_000],
    [1_234_567, 2_470_000],
    [5_000_000, 10_000_000],
    [9_000_000, 10_000_000],
    [Number.NaN, 100_000],
    [-5, 100_000],
  ])('monthly %d cents → maximum %d cents', (monthly, maximum) => {
    expect(mandateMaximumCents(monthly)).toBe(maximum);
  });
});

describe('failed collection reasons', () => {
  it('says why in plain words, with a default for anything unknown', () => {
    expect(collectionFailureReason('INSUFFICIENT_FUNDS')).toBe(COLLECTION_FAILURE_REASONS['INSUFFICIENT_FUNDS']);
    expect(collectionFailureReason('SOMETHING_NEW')).toBe('The collection could not be made.');
    expect(collectionFailureReason(null)).toBe('The collection could not be made.');
  });
});
