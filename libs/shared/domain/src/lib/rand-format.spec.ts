import { formatRand } from './rand-format';

describe('formatRand', () => {
  it.each([
    [50, 'R 50.00'],
    [0, 'R 0.00'],
    [0.5, 'R 0.50'],
    [1150, 'R 1 150.00'],
    [999.999, 'R 1 000.00'],
    [1234567.891, 'R 1 234 567.89'],
    [1000000, 'R 1 000 000.00'],
    [1.005, 'R 1.01'],
    [2.675, 'R 2.68'],
    [0.0000001, 'R 0.00'],
    [-50, '-R 50.00'],
    [-1150.5, '-R 1 150.50'],
    [-0.001, 'R 0.00'],
    ['1150', 'R 1 150.00'],
    ['45.5', 'R 45.50'],
    [' 45 ', 'R 45.00'],
    ['R 45', ''],
    ['1 150', ''],
    ['abc', ''],
    ['', ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [null, ''],
    [undefined, ''],
  ])('formatRand(%p) -> %p', (amount, expected) => {
    expect(formatRand(amount)).toBe(expected);
  });

  it.each([
    [25, 'R 25'],
    [25.5, 'R 26'],
    [10000, 'R 10 000'],
  ])('formatRand(%p, { decimals: 0 }) -> %p', (amount, expected) => {
    expect(formatRand(amount, { decimals: 0 })).toBe(expected);
  });

  it('can use no-break spaces so an amount never wraps', () => {
    expect(formatRand(1150, { nonBreaking: true })).toBe('R\u00a01\u00a0150.00');
  });

  it('words the withdrawal minimum as the spec does', () => {
    expect(`You can only withdraw from a savings goal with a balance greater than ${formatRand(50)}`).toBe(
      'You can only withdraw from a savings goal with a balance greater than R 50.00',
    );
  });
});
