import { percentageFull } from './bucket.service';

describe('percentageFull', () => {
  it.each([
    [0, 1000, 0],
    [250, 1000, 25],
    [1000, 1000, 100],
    [1500, 1000, 100],
    [100, 0, 0],
    [-50, 1000, 0],
    [333, 1000, 33.3],
  ])('amount %p of target %p is %p%%', (amount, target, expected) => {
    expect(percentageFull(amount, target)).toBe(expected);
  });
});
