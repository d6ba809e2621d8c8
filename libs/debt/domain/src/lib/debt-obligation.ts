// An obligation (a loan on the credit record) as the debt rules need it, and its category by
// the bureau's account type letter code (spec section 9 of both documents).
import type { Cents } from './debt-constants';

export interface DebtObligation {
  /** Stable id; ties in the snowball order fall back to the order of the list. */
  readonly id: string;
  /** Bureau account type letter code: B/H housing, C/R credit card, Y vehicle, others personal. */
  readonly accountType: string;
  /** Outstanding balance in cents (negative or unreadable counts as 0). */
  readonly currentBalance: Cents;
  /** Monthly instalment in cents (negative or unreadable counts as 0). */
  readonly installment: Cents;
  /** Annual interest rate in percent, e.g. 24 or 11.75; read to two decimals. */
  readonly rate: number;
  readonly creditorName?: string;
}

// The category rule is shared with the credit bureau integration (libs/shared/domain).
export { DEBT_CATEGORIES, debtCategoryOfAccountType, type DebtCategory } from '@imali/shared/domain';

/** A whole, non-negative number of cents; anything else is 0. */
export function wholeCents(value: unknown): Cents {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/** An annual percentage as whole basis points (24 -> 2400, 11.755 -> 1176); negative or unreadable is 0. */
export function rateBasisPoints(rate: unknown): number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? Math.round(rate * 100) : 0;
}
