/** The least a savings debit order allows per collection: R 1 000. */
export const MANDATE_MINIMUM_CENTS = 100_000;
/** The most identity lets a debit order allow: R 100 000. */
export const MANDATE_CEILING_CENTS = 10_000_000;

/**
 * The maximum asked for on the savings' DebiCheck mandate (docs/decisions/savings-debit-order-maximum.md):
 * twice today's monthly contributions, at least R 1 000, rounded up to whole R 100, at most R 100 000;
 * so goals can be added or raised without the client approving a new mandate each time.
 */
export function mandateMaximumCents(monthlyContributionsCents: number): number {
  const monthly = Number.isFinite(monthlyContributionsCents) && monthlyContributionsCents > 0 ? monthlyContributionsCents : 0;
  const wanted = Math.max(MANDATE_MINIMUM_CENTS, monthly * 2);
  return Math.min(MANDATE_CEILING_CENTS, Math.ceil(wanted / 10_000) * 10_000);
}
