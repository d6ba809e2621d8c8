import { collectionDay, daysInMonth, isCalendarDate, monthOf, payDaysFallingOn, sastDate } from './collection-calendar';

describe('collection calendar (SAST)', () => {
  it('dates in Johannesburg: 22:30 UTC is already the next day', () => {
    expect(sastDate(Date.parse('2027-02-27T22:30:00Z'))).toBe('2027-02-28');
    expect(sastDate(Date.parse('2027-02-27T21:59:59Z'))).toBe('2027-02-27');
    expect(sastDate(Date.parse('2026-11-30T22:30:00Z'))).toBe('2026-12-01');
  });

  it.each([
    ['2026-11-15', [15]],
    ['2026-11-30', [30, 31]],
    ['2026-12-31', [31]],
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
