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

export type DebtCategory = 'housing' | 'creditCard' | 'vehicle' | 'personal';

export const DEBT_CATEGORIES: readonly DebtCategory[] = ['housing', 'vehicle', 'personal', 'creditCard'];

const CATEGORY_BY_CODE: Readonly<Record<string, DebtCategory>> = {
  B: 'housing',
  H: 'housing',
  C: 'creditCard',
  R: 'creditCard',
  Y: 'vehicle',
};

/** B and H housing, C and R credit card, Y vehicle, any other code (or none) personal. Case and spaces are ignored. */
export function debtCategoryOfAccountType(accountType: string | null | undefined): DebtCategory {
  const code = typeof accountType === 'string' ? accountType.trim().toUpperCase() : '';
  return Object.hasOwn(CATEGORY_BY_CODE, code) ? (CATEGORY_BY_CODE[code] as DebtCategory) : 'personal';
}

/** A whole, non-negative number of cents; anything else is 0. */
export function wholeCents(value: unknown): Cents {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/** An annual percentage as whole basis points (24 -> 2400, 11.755 -> 1176); negative or unreadable is 0. */
export function rateBasisPoints(rate: unknown): number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? Math.round(rate * 100) : 0;
}
