// The premium collection's two rules beyond paid and missed (docs/decisions/funeral-grace-and-lapse.md,
// docs/decisions/funeral-premium-needs-operations.md): identity's refusals that are our own data's
// fault, and the grace period after a missed premium before the policy lapses.
import { randText } from '@imali/funeral/domain';
import { awaitsAccountHolder, isCollectableDebitOrder, OPERATIONS_COLLECTION_REFUSALS, type CollectionRefusal } from '@imali/shared/identity-contract';

/** Identity's refusals that are our data's fault, not the client's (one list for every area: the contract's). */
export const OPERATIONS_REFUSALS: readonly CollectionRefusal[] = OPERATIONS_COLLECTION_REFUSALS;

/** The outcome of a premium nobody asked the bank for because of our data: neither paid nor missed. */
export const NEEDS_OPERATIONS = 'NEEDS_OPERATIONS';

/**
 * Our choice: one month, counted as 31 days so that the policy's next pay day (28 to 31 days later)
 * always falls inside it. The grace period runs from the missed premium's due date (or the day the
 * miss was recorded, if later) to that date plus 31 days, both in SAST; cover continues throughout.
 */
export const GRACE_PERIOD_DAYS = 31;

const DAY_MS = 86_400_000;

/** YYYY-MM-DD `days` after a YYYY-MM-DD date (calendar dates: no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day of cover in the grace period that began on `graceFrom` (YYYY-MM-DD, SAST). */
export const graceEndsOn = (graceFrom: string) => addDays(graceFrom, GRACE_PERIOD_DAYS);

/** The first day a policy still unpaid lapses: the day after its grace period ends. */
export const lapsesOn = (graceFrom: string) => addDays(graceFrom, GRACE_PERIOD_DAYS + 1);

/** The SMS when a policy lapses. */
export function policyLapsedMessage(amountCents: number, policyNumber: string): string {
  return `Imali: your funeral policy ${policyNumber} has lapsed because the missed premium of ${randText(amountCents)} was not paid within the grace period. You are no longer covered. Please contact us if you would like to reinstate it.`;
}

/**
 * Our choice (docs/decisions/funeral-premium-awaiting-mandate-approval.md): how long after its due
 * date a premium identity refused NOT_APPROVED is held while the policy's debit order still awaits
 * the client's approval at the bank. The bank's own answer (approved, declined, expired) normally
 * ends the hold sooner; this bounds a request the bank never answered.
 */
export const MANDATE_APPROVAL_HOLD_DAYS = 14;

/**
 * What becomes of a premium identity refused NOT_APPROVED, from the policy's debit order now
 * (null: none, or identity does not know it; docs/decisions/naedo-debit-order-collections.md):
 * - COLLECT_AGAIN: it may be collected now (an approved DebiCheck mandate, a signed NAEDO or DO
 *   one): the premium is sent to the bank again;
 * - HOLD: it still awaits the client (a DebiCheck request NOT_SENT or SENT at the bank, a NAEDO or
 *   DO one not signed yet) and the hold has not run out: not the client's miss yet, nothing happens;
 * - MISSED: anything else (declined, expired, cancelled, replaced, none, or the hold ran out): the
 *   client's missed premium as before.
 */
export type AwaitingMandateVerdict = 'COLLECT_AGAIN' | 'HOLD' | 'MISSED';

export function awaitingMandateVerdict(order: { paymentType: string; status: string } | null, collectionDate: string, today: string): AwaitingMandateVerdict {
  if (!order) return 'MISSED';
  if (isCollectableDebitOrder(order.paymentType, order.status)) return 'COLLECT_AGAIN';
  return awaitsAccountHolder(order.paymentType, order.status) && today <= addDays(collectionDate, MANDATE_APPROVAL_HOLD_DAYS) ? 'HOLD' : 'MISSED';
}
