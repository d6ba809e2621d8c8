import { addMonths, addYears, readDay, requireToday, wholeMonthsBetween } from './goal-dates';

const d = (text: string) => readDay(text)!;

describe('addMonths (month ends clamp to the last day)', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-11-30', 2, '2027-01-30'],
    ['2026-12-31', 12, '2027-12-31'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-10', -1, '2025-12-10'],
    ['2026-05-01', 0, '2026-05-01'],
    ['2026-05-01', 600, '2076-05-01'],
  ])('%s + %p months = %s', (from, months, to) => {
    expect(addMonths(d(from), months)).toEqual(d(to));
  });
});

describe('addYears (29 February)', () => {
  it.each([
    ['2028-02-29', 1, '2029-02-28'],
    ['2028-02-29', 4, '2032-02-29'],
    ['1966-05-20', 60, '2026-05-20'],
    ['2026-11-27', 1, '2027-11-27'],
  ])('%s + %p years = %s', (from, years, to) => {
    expect(addYears(d(from), years)).toEqual(d(to));
  });
});

describe('wholeMonthsBetween', () => {
  it.each([
    ['2026-11-27', '2026-11-27', 0],
    ['2026-11-27', '2026-11-01', 0],
    ['2026-11-27', '2026-12-26', 0],
    ['2026-11-27', '2026-12-27', 1],
    ['2026-01-31', '2026-02-28', 1],
    ['2028-01-31', '2028-02-28', 0],
    ['2028-01-31', '2028-02-29', 1],
    ['2026-03-15', '2026-04-14', 0],
    ['2026-11-27', '2027-11-27', 12],
    ['2026-11-27', '2027-11-26', 11],
    ['2026-12-31', '2027-06-30', 6],
  ])('%s to %s: %p', (from, to, months) => {
    expect(wholeMonthsBetween(d(from), d(to))).toBe(months);
  });
});

describe('readDay and requireToday', () => {
  it.each([
    ['2026-11-27', { year: 2026, month: 11, day: 27 }],
    ['2026-11-26T22:30:00Z', { year: 2026, month: 11, day: 27 }],
    [new Date('2026-11-27T10:00:00Z'), { year: 2026, month: 11, day: 27 }],
    [{ year: 2026, month: 2, day: 28 }, { year: 2026, month: 2, day: 28 }],
    [{ year: 2026, month: 2, day: 29 }, undefined],
    ['2026-02-30', undefined],
    ['27/11/2026', undefined],
    [{}, undefined],
    [null, undefined],
  ])('%p -> %p', (value, day) => {
    expect(readDay(value)).toEqual(day);
  });

  it('requireToday refuses a missing or unreadable today', () => {
    expect(() => requireToday(undefined)).toThrow('today must be a calendar day');
    expect(() => requireToday('yesterday')).toThrow('today must be a calendar day');
  });
});
