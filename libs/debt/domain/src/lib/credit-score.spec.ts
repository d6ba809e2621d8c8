import { CREDIT_SCORE_TIPS, creditRiskBand, creditScoreTip, GOOD_CREDIT_SCORE_MESSAGE, isGoodCreditScore } from './credit-score';

describe('isGoodCreditScore (above 825)', () => {
  it.each([
    [825, false],
    [826, true],
    [825.5, true],
    [1000, true],
    [1, false],
    [0, false],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
  ])('%p -> %p', (score, good) => {
    expect(isGoodCreditScore(score)).toBe(good);
  });

  it('says so in the spec words', () => {
    expect(GOOD_CREDIT_SCORE_MESSAGE).toBe('Good Credit Score');
  });
});

describe('creditScoreTip (score above 825, capacity above 0)', () => {
  it.each([
    [900, 100, 'Credit Worthiness is Looking Good!'],
    [826, 1, 'Credit Worthiness is Looking Good!'],
    [900, 0, "Let's relook your budget!"],
    [900, -5_000, "Let's relook your budget!"],
    [900, undefined, "Let's relook your budget!"],
    [825, 100, "Let's work on your profile"],
    [undefined, 100, "Let's work on your profile"],
    [600, 0, "Let's improve your profile!"],
    [null, null, "Let's improve your profile!"],
  ])('score %p, capacity %p -> %p', (score, capacity, tip) => {
    expect(creditScoreTip(score, capacity)).toBe(tip);
  });

  it('has the four tips of the spec', () => {
    expect(Object.values(CREDIT_SCORE_TIPS)).toHaveLength(4);
  });
});

describe('creditRiskBand (re-exported from @imali/shared/domain, section 4 table)', () => {
  it.each([
    [599, 'Very High', 'alert-red'],
    [600, 'High', 'red'],
    [749, 'High', 'red'],
    [750, 'Average', 'yellow'],
    [849, 'Average', 'yellow'],
    [850, 'Low', 'primary'],
    [899, 'Low', 'primary'],
    [900, 'Minimum', 'primary'],
    [0, 'Unknown', 'grey'],
    [null, 'Unknown', 'grey'],
  ])('%p -> %p (%p)', (score, label, colour) => {
    expect(creditRiskBand(score)).toMatchObject({ label, colour });
  });
});
