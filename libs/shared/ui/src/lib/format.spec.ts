import { formatDate, formatMonthYear, formatRand, formatYear, humaniseCode } from './format';

const nbsp = (s: string) => s.replace(/ /g, '\u00a0');

describe('formatRand on screen', () => {
  it.each([
    [0, 'R 0.00'],
    [50, 'R 50.00'],
    [1234.5, 'R 1 234.50'],
    [1234567.891, 'R 1 234 567.89'],
    [-50, '-R 50.00'],
  ])('%p → %p with no-break spaces', (amount, expected) => {
    expect(formatRand(amount)).toBe(nbsp(expected));
  });

  it('drops cents on request and is empty for a missing amount', () => {
    expect(formatRand(10000, { decimals: 0 })).toBe(nbsp('R 10 000'));
    expect(formatRand(null)).toBe('');
  });
});

describe('dates (from @imali/shared/domain)', () => {
  it('formats as the screens show them', () => {
    expect(formatMonthYear('2027-03-01')).toBe('Mar 2027');
    expect(formatDate('2024-02-09')).toBe('9 Feb 2024');
    expect(formatYear('2021-06-15T12:00:00Z')).toBe('2021');
    expect(formatMonthYear(null)).toBe('');
  });
});

describe('humaniseCode', () => {
  it('turns a server code into a sentence-case label', () => {
    expect(humaniseCode('POLICY_ISSUED')).toBe('Policy issued');
    expect(humaniseCode('ACTIVE')).toBe('Active');
    expect(humaniseCode(null)).toBe('Unknown');
  });
});
