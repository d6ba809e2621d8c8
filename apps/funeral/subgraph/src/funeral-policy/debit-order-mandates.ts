// A debit order may collect only within its approved mandate: account, amount and day
// (DOMAIN.md, DebiCheck). Mandates are identity's debit orders (apps/identity/subgraph/src/mandate),
// reached through its internal contract; the policy keeps identity's id (debitOrderId). When a
// policy's collection changes, identity makes a new one (asked from the bank as a new one is) and
// marks the one it replaces REPLACED. See docs/decisions/funeral-mandates-in-identity.md.
import { randToCents } from '@imali/funeral/domain';
import { isWebSigned, type InternalDebitOrder } from '@imali/shared/identity-contract';
import type { IdentityClient } from '../sale/identity-client';
import type { FuneralPolicyEntity } from './funeral-policy.entity';
import { derivedKey } from './derived-key';

export interface MandateChange {
  /** The account to collect from; the current one when not given. */
  readonly bankAccountId?: string;
}

/** No longer in use at identity: a change makes a new debit order rather than replacing it. */
const isRetired = (order: InternalDebitOrder) => order.status === 'CANCELLED' || order.status === 'REPLACED';

/** The premium in identity's unit (integer cents); funeral keeps rand with two decimals. */
export const premiumCents = (policy: FuneralPolicyEntity): number => randToCents(Number(policy.currentPremiumTotal)) ?? 0;

/** The policy's current debit order at identity, if it has one. */
export function currentMandate(identity: IdentityClient, policy: FuneralPolicyEntity): Promise<InternalDebitOrder | null> {
  return policy.debitOrderId ? identity.findDebitOrder(policy.clientId, policy.debitOrderId) : Promise.resolve(null);
}

/**
 * Asks identity for a debit order for the policy's current premium and payment day (replacing the
 * current one) and points the policy at it; called inside the caller's transaction, before it
 * commits. The key names the policy, the debit order replaced and the new terms, so a retry after
 * a failed commit gets the same debit order. Null when the policy has no account or day to
 * collect with.
 */
export async function replaceMandate(identity: IdentityClient, policy: FuneralPolicyEntity, change: MandateChange = {}, known?: InternalDebitOrder | null): Promise<InternalDebitOrder | null> {
  const current = known === undefined ? await currentMandate(identity, policy) : known;
  const bankAccountId = change.bankAccountId ?? current?.bankAccountId ?? policy.paymentBankAccountId;
  if (!bankAccountId || !policy.paymentDueDay) return null;
  const terms = {
    bankAccountId,
    paymentType: (policy.paymentMethod ?? current?.paymentType ?? 'DEBI_CHECK') as InternalDebitOrder['paymentType'],
    maxAmountCents: premiumCents(policy),
    payDay: policy.paymentDueDay,
  };
  const key = derivedKey(JSON.stringify([policy.id, policy.debitOrderId ?? null, terms]), 'funeral-mandate');
  const order =
    current && !isRetired(current)
      ? await identity.replaceDebitOrder(policy.clientId, current.id, terms, key)
      : await identity.createDebitOrder(policy.clientId, terms, key);
  policy.debitOrderId = order.id;
  // A new debit order on someone else's account goes to its holder to sign, as the sale's does
  // (docs/decisions/debit-order-third-party-signing.md): due in this transaction, sent after it
  // commits (or by the premium collection run). Identity sends once per debit order.
  if (isWebSigned(order.paymentType) && order.status === 'AWAITING_SIGNATURE' && order.sentToThirdParty && order.id !== current?.id) {
    policy.signRequestDueAt = new Date();
    policy.signRequestNotifiedAt = null;
  }
  return order;
}

/** After the premium rose: a new mandate when the current one does not allow the new amount. */
export async function ensureMandateCoversPremium(identity: IdentityClient, policy: FuneralPolicyEntity): Promise<InternalDebitOrder | null> {
  const current = await currentMandate(identity, policy);
  if (!current || isRetired(current) || current.maxAmountCents >= premiumCents(policy)) return null;
  return replaceMandate(identity, policy, {}, current);
}

/**
 * The policy was cancelled: its debit order is no longer used (again: the same answer). A policy
 * whose id identity does not know (a mandate not yet copied from funeral's old table) has nothing
 * to cancel there.
 */
export async function cancelMandate(identity: IdentityClient, policy: FuneralPolicyEntity): Promise<InternalDebitOrder | null> {
  const current = await currentMandate(identity, policy);
  if (!current || isRetired(current)) return current;
  return identity.cancelDebitOrder(policy.clientId, current.id);
}
