import { isGoodCreditScore } from './good-credit-score';

describe('isGoodCreditScore', () => {
  it.each([
    [825, false],
    [826, true],
    [1000, true],
    [0, false],
    [null, false],
    [undefined, false],
  ])('%p → %p', (score, good) => {
    expect(isGoodCreditScore(score)).toBe(good);
  });
});
