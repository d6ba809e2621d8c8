import { CATCH_UP_DAYS, catchUpDates, collectionDay, daysBefore, daysInMonth, isCalendarDate, monthOf, payDaysFallingOn, sastDate } from './collection-calendar';

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

  it.each([
    ['2027-03-17', ['2027-03-16', '2027-03-15', '2027-03-14']],
    // Early in a month: the previous month's last days (February's 28th carries pay days 28 to 31).
    ['2027-03-02', ['2027-03-01', '2027-02-28', '2027-02-27']],
    ['2028-03-01', ['2028-02-29', '2028-02-28', '2028-02-27']],
    ['2027-01-01', ['2026-12-31', '2026-12-30', '2026-12-29']],
    ['2026-12-01', ['2026-11-30', '2026-11-29', '2026-11-28']],
  ])('a run on %s catches up the pay days of %j', (date, dates) => {
    expect(catchUpDates(date)).toEqual(dates);
    expect(catchUpDates(date)).toHaveLength(CATCH_UP_DAYS);
  });

  it('counts calendar days back across months and years', () => {
    expect(daysBefore('2027-03-01', 1)).toBe('2027-02-28');
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(daysBefore('2027-01-01', 4)).toBe('2026-12-28');
    expect(daysBefore('2027-05-10', 0)).toBe('2027-05-10');
    expect(catchUpDates('2027-05-10', 1)).toEqual(['2027-05-09']);
  });
});
