import { bucketStatus, bucketTypeLabel, progressColour, progressWidth } from './bucket-status';

describe('bucketStatus', () => {
  it.each([
    [0, 100, 'NO_SAVINGS'],
    [null, null, 'NO_SAVINGS'],
    [500, 0, 'BELOW_TARGET'],
    [500, 69.9, 'BELOW_TARGET'],
    [500, 70, 'ON_TRACK'],
    [500, 140, 'ON_TRACK'],
  ] as const)('amount %p, %p%% full → %s', (amount, percent, status) => {
    expect(bucketStatus(amount, percent)).toBe(status);
  });
});

describe('progress colour and width', () => {
  it.each([
    [0, 'red'],
    [29.99, 'red'],
    [30, 'amber'],
    [69, 'amber'],
    [70, 'primary'],
    [100, 'primary'],
  ] as const)('%p%% → %s', (percent, colour) => {
    expect(progressColour(percent)).toBe(colour);
  });

  it('caps the bar at 100 percent', () => {
    expect(progressWidth(140)).toBe(100);
    expect(progressWidth(-5)).toBe(0);
    expect(progressWidth(null)).toBe(0);
    expect(progressWidth(42.5)).toBe(42.5);
  });
});

describe('bucketTypeLabel', () => {
  it('uses the spec labels and Custom for anything else', () => {
    expect(bucketTypeLabel('YEAR_END')).toBe('December Fund');
    expect(bucketTypeLabel('HOUSE')).toBe('Housing');
    expect(bucketTypeLabel('OTHER')).toBe('Custom');
    expect(bucketTypeLabel(null)).toBe('Custom');
  });
});
