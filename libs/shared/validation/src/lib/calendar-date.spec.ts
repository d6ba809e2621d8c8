import {
  ageOn,
  calendarDate,
  calendarDateOfInstant,
  compareCalendarDates,
  daysInMonth,
  isLeapYear,
  parseCalendarDate,
  resolveToday,
  toIsoDate,
  validateCalendarDate,
  VALID_DATE_MESSAGE,
} from './calendar-date';

const day = (year: number, month: number, dayOfMonth: number) => ({ year, month, day: dayOfMonth });

describe('isLeapYear', () => {
  it.each([
    [2000, true],
    [2024, true],
    [1996, true],
    [1900, false],
    [2100, false],
    [2025, false],
    [2026, false],
  ])('isLeapYear(%p) -> %p', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29],
    [2026, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('daysInMonth(%p, %p) -> %p', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('calendarDate', () => {
  it.each([
    [2024, 2, 29, day(2024, 2, 29)],
    [2026, 2, 29, undefined],
    [1900, 2, 29, undefined],
    [2026, 4, 31, undefined],
    [2026, 13, 1, undefined],
    [2026, 0, 1, undefined],
    [2026, 1, 0, undefined],
    [2026, 1.5, 1, undefined],
    [10000, 1, 1, undefined],
  ])('calendarDate(%p, %p, %p) -> %p', (year, month, dayOfMonth, expected) => {
    expect(calendarDate(year, month, dayOfMonth)).toEqual(expected);
  });
});

describe('parseCalendarDate', () => {
  it.each([
    ['2026-06-15', day(2026, 6, 15)],
    ['2024-02-29', day(2024, 2, 29)],
    ['2026-02-29', undefined],
    ['2026-6-15', undefined],
    ['15/06/2026', undefined],
    ['2026-06-15T00:00:00.000Z', day(2026, 6, 15)],
    // 22:00 UTC is midnight the next day in South Africa (a date picker's local midnight).
    ['2026-06-14T22:00:00.000Z', day(2026, 6, 15)],
    ['2026-06-14T21:59:59Z', day(2026, 6, 14)],
    ['2026-06-15T00:00+02:00', day(2026, 6, 15)],
    ['2026-06-15T10:00:00', undefined],
    ['', undefined],
    [undefined, undefined],
    [20260615, undefined],
    [{}, undefined],
    [new Date(Date.UTC(2026, 5, 15)), day(2026, 6, 15)],
    [new Date(Number.NaN), undefined],
  ])('parseCalendarDate(%p) -> %p', (value, expected) => {
    expect(parseCalendarDate(value)).toEqual(expected);
  });
});

describe('calendarDateOfInstant', () => {
  it('reads the day in South Africa (UTC+02:00)', () => {
    expect(calendarDateOfInstant(new Date('2026-12-31T21:59:59Z'))).toEqual(day(2026, 12, 31));
    expect(calendarDateOfInstant(new Date('2026-12-31T22:00:00Z'))).toEqual(day(2027, 1, 1));
  });
});

describe('resolveToday', () => {
  it('uses the injected day', () => {
    expect(resolveToday(new Date(Date.UTC(2026, 5, 15)))).toEqual(day(2026, 6, 15));
  });

  it.each([[undefined], [null], [{ idType: 'rsa_id' }], [new Date(Number.NaN)], ['not a date']])(
    'falls back to the current day for %p',
    (today) => {
      expect(resolveToday(today)).toEqual(calendarDateOfInstant(new Date()));
    },
  );
});

describe('toIsoDate', () => {
  it.each([
    [day(2026, 6, 5), '2026-06-05'],
    [day(987, 1, 1), '0987-01-01'],
  ])('toIsoDate(%p) -> %p', (date, expected) => {
    expect(toIsoDate(date)).toBe(expected);
  });
});

describe('compareCalendarDates', () => {
  it.each([
    [day(2026, 6, 15), day(2026, 6, 15), 0],
    [day(2026, 6, 14), day(2026, 6, 15), -1],
    [day(2026, 7, 1), day(2026, 6, 30), 1],
    [day(2025, 12, 31), day(2026, 1, 1), -1],
  ])('compare(%p, %p) has the sign of %p', (a, b, sign) => {
    expect(Math.sign(compareCalendarDates(a, b))).toBe(sign);
  });
});

describe('ageOn', () => {
  it.each([
    [day(2008, 6, 15), day(2026, 6, 15), 18],
    [day(2008, 6, 16), day(2026, 6, 15), 17],
    [day(2008, 6, 14), day(2026, 6, 15), 18],
    [day(2026, 6, 15), day(2026, 6, 15), 0],
    // Born on 29 February: a year older on 1 March in years without one.
    [day(2008, 2, 29), day(2026, 2, 28), 17],
    [day(2008, 2, 29), day(2026, 3, 1), 18],
    [day(2008, 2, 29), day(2028, 2, 29), 20],
    [day(2008, 2, 29), day(2028, 2, 28), 19],
  ])('born %p, on %p -> %p', (birth, on, expected) => {
    expect(ageOn(birth, on)).toBe(expected);
  });
});

describe('validateCalendarDate', () => {
  it.each([
    ['2024-02-29', undefined],
    [null, undefined],
    [undefined, undefined],
    ['2023-02-29', VALID_DATE_MESSAGE],
    ['', VALID_DATE_MESSAGE],
    ['2024-02-29T10:00:00Z', VALID_DATE_MESSAGE],
    ['a'.repeat(50), VALID_DATE_MESSAGE],
    [20240229, VALID_DATE_MESSAGE],
  ])('%p → %p', (value, expected) => expect(validateCalendarDate(value)).toBe(expected));
});
