import { isCalendarDate, monthOf, payDaysFallingOn, sastDate } from './premium-clock';

describe('premium collection calendar (SAST)', () => {
  it.each([
    ['2026-11-15', [15]],
    ['2026-11-30', [30, 31]],
    ['2026-12-31', [31]],
    ['2027-02-28', [28, 29, 30, 31]],
    ['2028-02-28', [28]],
    ['2028-02-29', [29, 30, 31]],
  ])('%s collects pay days %p', (date, days) => expect(payDaysFallingOn(date)).toEqual(days));

  it('reads the date in Johannesburg (22:30 UTC is the next day)', () => {
    expect(sastDate(Date.parse('2026-11-30T22:30:00Z'))).toBe('2026-12-01');
    expect(sastDate(Date.parse('2026-11-30T21:59:00Z'))).toBe('2026-11-30');
  });

  it('accepts real calendar dates only', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(monthOf('2026-11-30')).toBe('2026-11');
  });
});
