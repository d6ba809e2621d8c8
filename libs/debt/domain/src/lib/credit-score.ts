// Credit score: the good-score threshold and the four tips (credit-life-clearance-vault-
// policies-groups.md section 9), and the risk band (savings-budget-debt-shell.md section 4,
// kept in @imali/shared/domain because the home page shows it too).
import { GOOD_CREDIT_SCORE_ABOVE, type Cents } from './debt-constants';

export { creditRiskBand, type CreditRiskBand, type CreditRiskBandKey, type CreditRiskColour } from '@imali/shared/domain';

/** "A credit score above 825 counts as good": 826 is good, 825 is not. */
export function isGoodCreditScore(compuScore: number | null | undefined): boolean {
  return typeof compuScore === 'number' && Number.isFinite(compuScore) && compuScore > GOOD_CREDIT_SCORE_ABOVE;
}

export const GOOD_CREDIT_SCORE_MESSAGE = 'Good Credit Score';

export const CREDIT_SCORE_TIPS = {
  goodScorePositiveCapacity: 'Credit Worthiness is Looking Good!',
  goodScoreNoCapacity: "Let's relook your budget!",
  lowScorePositiveCapacity: "Let's work on your profile",
  lowScoreNoCapacity: "Let's improve your profile!",
} as const;

export type CreditScoreTip = (typeof CREDIT_SCORE_TIPS)[keyof typeof CREDIT_SCORE_TIPS];

/**
 * "positive affordability means good capacity": the tip for a score and the capacity
 * (affordabilityCapacity: the 40% line minus monthly debt). Unknown capacity is not positive.
 */
export function creditScoreTip(compuScore: number | null | undefined, capacity: Cents | null | undefined): CreditScoreTip {
  const good = isGoodCreditScore(compuScore);
  const positive = typeof capacity === 'number' && capacity > 0;
  if (good) return positive ? CREDIT_SCORE_TIPS.goodScorePositiveCapacity : CREDIT_SCORE_TIPS.goodScoreNoCapacity;
  return positive ? CREDIT_SCORE_TIPS.lowScorePositiveCapacity : CREDIT_SCORE_TIPS.lowScoreNoCapacity;
}
