// The monthly premium collection's rules (docs/decisions/savings-keeps-funeral-policy.md): which
// policies are collected, the state a policy takes after its premium was paid or missed, and what
// the client is told.
import { formatDate } from '@imali/shared/domain';
import type { FuneralPolicyState } from './policy-labels';

/**
 * The member state of every covered life on a policy that lapsed: listed, no longer covered
 * (docs/decisions/funeral-lapse-ends-cover.md). Not the spec's POLICY_LAPSED, which the spec counts
 * as covered.
 */
export const COVER_LAPSED_MEMBER_STATE = 'COVER_LAPSED';

/**
 * Policies whose premium is collected on their pay day. A DORMANT one (awaiting its first premium)
 * only from its expectFirstPaymentAt on (docs/decisions/funeral-first-premium-and-activation.md).
 */
export const COLLECTED_POLICY_STATES: readonly FuneralPolicyState[] = ['DORMANT', 'ACTIVE', 'ON_RISK_GRACE'];

/** How a month's premium ended: collected by debit order, paid from the savings goal that keeps the policy, or missed. */
export const PREMIUM_OUTCOMES = ['DEBIT_ORDER', 'SAVINGS', 'MISSED'] as const;
export type PremiumOutcome = (typeof PREMIUM_OUTCOMES)[number];

/** Why savings did not pay a missed premium. */
export type SavingsShortfall = 'NO_BUCKET' | 'INSUFFICIENT_BALANCE';

/**
 * A paid premium puts a policy on missed payment back to ACTIVE, and activates a policy awaiting
 * its first premium (DORMANT: cover starts, docs/decisions/funeral-first-premium-and-activation.md);
 * a missed one puts an ACTIVE policy on missed payment (ON_RISK_GRACE), and leaves a DORMANT one
 * DORMANT (no cover yet, so no grace period). Other states are left as they are: a LAPSED policy is
 * not revived by a premium (lapsing after the grace period: docs/decisions/funeral-grace-and-lapse.md).
 */
export function policyStateAfterPremium(state: FuneralPolicyState, outcome: PremiumOutcome): FuneralPolicyState {
  if (outcome === 'MISSED') return state === 'ACTIVE' ? 'ON_RISK_GRACE' : state;
  return state === 'ON_RISK_GRACE' || state === 'DORMANT' ? 'ACTIVE' : state;
}

/** R1 234.50 from 123450 cents (South African style: space between thousands, point for cents). */
export function randText(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${cents < 0 ? '-' : ''}R${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** The SMS when the premium was paid from the client's savings goal. */
export function premiumPaidFromSavingsMessage(amountCents: number, goalName: string, policyNumber: string): string {
  return `Imali: your debit order for funeral policy ${policyNumber} did not go through, so your premium of ${randText(amountCents)} was paid from your "${goalName}" savings goal. Your cover continues.`;
}

/** The SMS when the premium was missed (nothing kept the policy, or the goal held too little). */
export function premiumMissedMessage(amountCents: number, policyNumber: string, shortfall: SavingsShortfall, goalName: string | null, payBy?: string | null): string {
  const savings = shortfall === 'INSUFFICIENT_BALANCE' && goalName ? ` Your "${goalName}" savings goal did not hold enough to pay it.` : '';
  // The last day of the grace period, when known: after it the policy lapses (docs/decisions/funeral-grace-and-lapse.md).
  const when = payBy && formatDate(payBy) ? ` by ${formatDate(payBy)}` : '';
  return `Imali: we could not collect your funeral premium of ${randText(amountCents)} for policy ${policyNumber}.${savings} Your policy is now on missed payment: please pay the premium${when} to keep your cover.`;
}

/** The SMS when a policy's first premium was received and its cover started (paid from the savings goal that keeps it when `goalName` is given). */
export function firstPremiumReceivedMessage(amountCents: number, policyNumber: string, goalName?: string | null): string {
  if (goalName) {
    return `Imali: your debit order for funeral policy ${policyNumber} did not go through, so your first premium of ${randText(amountCents)} was paid from your "${goalName}" savings goal. Your cover is now active.`;
  }
  return `Imali: we received your first premium of ${randText(amountCents)} for funeral policy ${policyNumber}. Your cover is now active.`;
}

/**
 * The SMS when a policy's first premium was missed: no cover has started, and the debit order is
 * presented again on `nextTry` (the next pay day), so the money should be in the account then.
 */
export function firstPremiumMissedMessage(amountCents: number, policyNumber: string, shortfall: SavingsShortfall, goalName: string | null, nextTry?: string | null): string {
  const savings = shortfall === 'INSUFFICIENT_BALANCE' && goalName ? ` Your "${goalName}" savings goal did not hold enough to pay it.` : '';
  const when = nextTry && formatDate(nextTry) ? `on ${formatDate(nextTry)}` : 'on your next pay day';
  return `Imali: we could not collect the first premium of ${randText(amountCents)} for funeral policy ${policyNumber}, so your cover has not started yet.${savings} We will try your debit order again ${when}: please have the premium in your account then, and approve the debit order if your bank asks you to.`;
}

/** What the client is waiting on while a premium is held for the debit order's authorisation. */
export interface HeldPremiumMandate {
  /** DEBI_CHECK: approved at the bank; NAEDO or DO: signed on the web. */
  readonly paymentType: string;
  /** The account is a third party's: its holder approves or signs, not the client. */
  readonly sentToThirdParty: boolean;
  /** The premium is the policy's first: cover starts with it. */
  readonly firstPremium: boolean;
}

/**
 * The SMS while a premium is held because the policy's debit order awaits the account holder
 * (docs/decisions/funeral-premium-awaiting-mandate-approval.md): DebiCheck, their bank asks them to
 * approve it; NAEDO or DO, they still have to sign it, on their policy page in Imali (the page's
 * "Sign your debit order", docs/decisions/funeral-naedo-mandate-signing.md). Names the policy and
 * the amount only (never the debit order's id, an account number or a link: the link went with
 * the SMS after the sale).
 */
export function premiumAwaitingMandateMessage(amountCents: number, policyNumber: string, mandate: HeldPremiumMandate): string {
  const premium = `${mandate.firstPremium ? 'first premium' : 'premium'} of ${randText(amountCents)}`;
  const cover = mandate.firstPremium ? 'start your cover' : 'keep your cover';
  const bank = mandate.paymentType === 'DEBI_CHECK';
  if (mandate.sentToThirdParty) {
    const ask = bank ? 'is waiting for the account holder to approve it at their bank' : 'is waiting for the account holder to sign it';
    return `Imali: the debit order for your funeral policy ${policyNumber} ${ask}. Please ask them to do so, so that we can collect your ${premium} and ${cover}.`;
  }
  if (bank) return `Imali: your bank is asking you to approve the debit order for funeral policy ${policyNumber}. Please approve it in your banking app so that we can collect your ${premium} and ${cover}.`;
  return `Imali: the debit order for funeral policy ${policyNumber} still needs your signature. Please sign it on your policy page in Imali so that we can collect your ${premium} and ${cover}.`;
}

/** The SMS when a policy is not taken up: its first premium was missed on every try, so it is cancelled. */
export function policyNotTakenUpMessage(policyNumber: string): string {
  return `Imali: we could not collect a first premium for funeral policy ${policyNumber}, so it has been cancelled and its debit order stopped. You were not covered under it. Please contact us if you would still like funeral cover.`;
}
