// The four debt categories of /debt-repayments and their URL slugs (the spec's UI words: home,
// personal, car, credit; docs/decisions/debt-repayments-routes.md).
import type { DebtCategory } from '../../gql/graphql';

export const REPAYMENT_CATEGORIES = [
  { slug: 'home', category: 'HOUSING', title: 'Home', total: 'housingDebt' },
  { slug: 'personal', category: 'PERSONAL', title: 'Personal', total: 'normalDebt' },
  { slug: 'car', category: 'VEHICLE', title: 'Car', total: 'vehicleDebt' },
  { slug: 'credit', category: 'CREDIT_CARD', title: 'Credit', total: 'creditCardDebt' },
] as const satisfies readonly { slug: string; category: DebtCategory; title: string; total: string }[];

export type RepaymentCategory = (typeof REPAYMENT_CATEGORIES)[number];

/** The category of a slug as written in the URL (lower case only); undefined: not found. */
export function categoryOfSlug(slug: string | undefined): RepaymentCategory | undefined {
  return REPAYMENT_CATEGORIES.find((entry) => entry.slug === slug);
}

export const REPAYMENTS_ERROR = 'An error occurred, please contact support';

/** "1 account" / "3 accounts". */
export const accountsText = (count: number) => (count === 1 ? '1 account' : `${count} accounts`);
