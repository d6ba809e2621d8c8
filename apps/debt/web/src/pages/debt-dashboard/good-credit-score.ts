/** Spec (constants): a credit score above 825 counts as good. */
export const GOOD_CREDIT_SCORE_ABOVE = 825;

export function isGoodCreditScore(compuScore: number | null | undefined): boolean {
  return typeof compuScore === 'number' && compuScore > GOOD_CREDIT_SCORE_ABOVE;
}
