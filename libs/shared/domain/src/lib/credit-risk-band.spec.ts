import { creditRiskBand } from './credit-risk-band';

describe('creditRiskBand', () => {
  it.each([
    [undefined, 'UNKNOWN', 'Unknown', 'grey', 0],
    [null, 'UNKNOWN', 'Unknown', 'grey', 0],
    [0, 'UNKNOWN', 'Unknown', 'grey', 0],
    [-5, 'UNKNOWN', 'Unknown', 'grey', 0],
    [Number.NaN, 'UNKNOWN', 'Unknown', 'grey', 0],
    [1, 'VERY_HIGH', 'Very High', 'alert-red', 1],
    [599, 'VERY_HIGH', 'Very High', 'alert-red', 599],
    [599.9, 'VERY_HIGH', 'Very High', 'alert-red', 599.9],
    [600, 'HIGH', 'High', 'red', 600],
    [749, 'HIGH', 'High', 'red', 749],
    [750, 'AVERAGE', 'Average', 'yellow', 750],
    [849, 'AVERAGE', 'Average', 'yellow', 849],
    [850, 'LOW', 'Low', 'primary', 850],
    [899, 'LOW', 'Low', 'primary', 899],
    [900, 'MINIMUM', 'Minimum', 'primary', 900],
    [1000, 'MINIMUM', 'Minimum', 'primary', 1000],
  ])('creditRiskBand(%p) -> %s %s %s', (score, key, label, colour, shownScore) => {
    expect(creditRiskBand(score)).toEqual({ key, label, colour, score: shownScore });
  });

  it.each([['750'], [{}], [true]])('treats %p, which is not a number, as Unknown', (score) => {
    expect(creditRiskBand(score as unknown as number).key).toBe('UNKNOWN');
  });
});
