import { formatDate, formatLongDate, formatMonthYear, formatYear, type DateInput } from './date-format';

const inputs: [string, DateInput][] = [
  ['an ISO date', '2026-03-05'],
  ['an ISO date-time', '2026-03-05T10:00:00.000Z'],
  ['a Date at UTC midnight', new Date(Date.UTC(2026, 2, 5))],
  ['a Date at midnight in South Africa', new Date('2026-03-04T22:00:00.000Z')],
  ['a calendar date', { year: 2026, month: 3, day: 5 }],
];

describe.each(inputs)('formatting %s', (_case, value) => {
  it.each([
    [formatMonthYear, 'Mar 2026'],
    [formatDate, '5 Mar 2026'],
    [formatLongDate, '5 March 2026'],
    [formatYear, '2026'],
  ])('%p -> %p', (format, expected) => {
    expect(format(value)).toBe(expected);
  });
});

describe('formatMonthYear', () => {
  it.each([
    ['2026-01-31', 'Jan 2026'],
    ['2026-09-01', 'Sep 2026'],
    ['2026-12-31T21:59:59Z', 'Dec 2026'],
    ['2026-12-31T22:00:00Z', 'Jan 2027'],
    ['2028-02-29', 'Feb 2028'],
  ])('formatMonthYear(%p) -> %p', (value, expected) => {
    expect(formatMonthYear(value)).toBe(expected);
  });
});

describe.each([formatMonthYear, formatDate, formatLongDate, formatYear])('%p with nothing to format', (format) => {
  it.each([
    [undefined],
    [null],
    [''],
    ['not a date'],
    ['2026-02-29'],
    [new Date(Number.NaN)],
    [{ year: 2026, month: 13, day: 1 }],
  ])('%p -> ""', (value) => {
    expect(format(value as DateInput)).toBe('');
  });
});
