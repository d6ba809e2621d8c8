import { validateFutureDate } from './future-date';
import { FUTURE_DATE_MESSAGE } from './messages';

const TODAY = new Date(Date.UTC(2026, 5, 15)); // 2026-06-15

describe('validateFutureDate (today 2026-06-15)', () => {
  it.each([
    ['2026-06-16', undefined],
    ['2030-01-01', undefined],
    ['2028-02-29', undefined],
    ['2026-06-15', FUTURE_DATE_MESSAGE],
    ['2026-06-14', FUTURE_DATE_MESSAGE],
    ['2000-01-01', FUTURE_DATE_MESSAGE],
    ['2027-02-29', FUTURE_DATE_MESSAGE],
    ['2026-06-16T00:00:00+02:00', undefined],
    ['2026-06-15T21:59:59Z', FUTURE_DATE_MESSAGE],
    ['2026-06-15T22:00:00Z', undefined],
    [new Date(Date.UTC(2026, 5, 16)), undefined],
    [new Date(Date.UTC(2026, 5, 15, 12)), FUTURE_DATE_MESSAGE],
    ['next week', FUTURE_DATE_MESSAGE],
    ['16/06/2026', FUTURE_DATE_MESSAGE],
    [20270101, FUTURE_DATE_MESSAGE],
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
  ])('validateFutureDate(%p) -> %p', (value, expected) => {
    expect(validateFutureDate(value, TODAY)).toBe(expected);
  });

  it('uses the real current date when today is not given', () => {
    expect(validateFutureDate('2000-01-01')).toBe(FUTURE_DATE_MESSAGE);
    expect(validateFutureDate('9999-12-31')).toBeUndefined();
  });
});
