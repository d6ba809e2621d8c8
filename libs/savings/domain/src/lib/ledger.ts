// The savings ledger's vocabulary (docs/decisions/savings-ledger.md): the kinds of entry, which
// of them credit a bucket and which debit it, and the states of a withdrawal and of a debit order
// collection. The subgraph stores signed whole cents (+ credit, − debit) and a bucket's balance
// is the sum of its entries.
import type { Cents } from './savings-constants';

/**
 * Every kind of ledger entry. OPENING_BALANCE is the balance a bucket held before the ledger
 * existed (written once by the migration that introduced it; nothing posts it since).
 */
export const LEDGER_ENTRY_KINDS = [
  'DEBIT_ORDER_CONTRIBUTION',
  'EFT_CONTRIBUTION',
  'WITHDRAWAL',
  'WITHDRAWAL_REVERSAL',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'FUNERAL_PREMIUM',
  'OPENING_BALANCE',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Kinds that add money to a bucket (amount > 0). */
export const CREDIT_KINDS: readonly LedgerEntryKind[] = ['DEBIT_ORDER_CONTRIBUTION', 'EFT_CONTRIBUTION', 'WITHDRAWAL_REVERSAL', 'TRANSFER_IN', 'OPENING_BALANCE'];
/** Kinds that take money from a bucket (amount < 0). */
export const DEBIT_KINDS: readonly LedgerEntryKind[] = ['WITHDRAWAL', 'TRANSFER_OUT', 'FUNERAL_PREMIUM'];
/** Kinds counted as contributions in totalContributionsAmount (money in, transfers in included). */
export const CONTRIBUTION_KINDS: readonly LedgerEntryKind[] = ['DEBIT_ORDER_CONTRIBUTION', 'EFT_CONTRIBUTION', 'TRANSFER_IN', 'OPENING_BALANCE'];
/** Kinds counted in totalWithdrawalsAmount (money out net of reversals, transfers out and premiums paid included). */
export const WITHDRAWAL_KINDS: readonly LedgerEntryKind[] = ['WITHDRAWAL', 'WITHDRAWAL_REVERSAL', 'TRANSFER_OUT', 'FUNERAL_PREMIUM'];

export function isLedgerEntryKind(value: unknown): value is LedgerEntryKind {
  return typeof value === 'string' && (LEDGER_ENTRY_KINDS as readonly string[]).includes(value);
}

/** Ours: a posting whose sign does not match its kind, or that is not whole cents. */
export const LEDGER_SIGN_MESSAGE = 'A ledger amount is whole cents: more than 0 for a credit, less than 0 for a debit';

/** True when the signed amount fits the kind: whole non-zero cents, positive for credits, negative for debits. */
export function isLedgerAmountForKind(kind: LedgerEntryKind, amountCents: Cents): boolean {
  if (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents) || amountCents === 0) return false;
  return CREDIT_KINDS.includes(kind) ? amountCents > 0 : DEBIT_KINDS.includes(kind) && amountCents < 0;
}

/** A withdrawal: PROCESSING once the ledger holds the money back, RELEASED when paid out, FAILED when the payout failed (reversed). */
export const WITHDRAWAL_STATUSES = ['PROCESSING', 'RELEASED', 'FAILED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A debit order collection of a bucket's monthly contribution. */
export const SAVINGS_COLLECTION_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
export type SavingsCollectionStatus = (typeof SAVINGS_COLLECTION_STATUSES)[number];

/** A bucket's three ledger figures from per-kind sums (cents): balance, contributions and withdrawals. */
export function ledgerTotals(sumsByKind: Readonly<Partial<Record<LedgerEntryKind, Cents>>>): { balanceCents: Cents; contributionsCents: Cents; withdrawalsCents: Cents } {
  let balanceCents = 0;
  let contributionsCents = 0;
  let withdrawalsCents = 0;
  for (const kind of LEDGER_ENTRY_KINDS) {
    const sum = sumsByKind[kind];
    if (typeof sum !== 'number' || !Number.isSafeInteger(sum)) continue;
    balanceCents += sum;
    if (CONTRIBUTION_KINDS.includes(kind)) contributionsCents += sum;
    if (WITHDRAWAL_KINDS.includes(kind)) withdrawalsCents -= sum;
  }
  return { balanceCents, contributionsCents, withdrawalsCents };
}
