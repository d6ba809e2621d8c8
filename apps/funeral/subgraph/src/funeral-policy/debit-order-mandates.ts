// A debit order may collect only within its approved mandate: account, amount and day
// (DOMAIN.md, DebiCheck). When a policy's collection changes, a new mandate is sent (sandbox:
// status SENT) and the one it replaces is marked REPLACED. See
// docs/decisions/funeral-payment-details.md.
import type { EntityManager } from '@mikro-orm/postgresql';
import { DebitOrderMandateEntity } from './debit-order-mandate.entity';
import type { FuneralPolicyEntity } from './funeral-policy.entity';

export interface MandateChange {
  /** The account to collect from; the current one when not given. */
  readonly bankAccountId?: string;
  /** Someone else's account: the mandate goes to that account holder. */
  readonly sentToThirdParty?: boolean;
}

/** The policy's current mandate, if it has one. */
export function currentMandate(em: EntityManager, policy: FuneralPolicyEntity): Promise<DebitOrderMandateEntity | null> {
  return policy.debitOrderId ? em.findOne(DebitOrderMandateEntity, { id: policy.debitOrderId }) : Promise.resolve(null);
}

/**
 * Records a new mandate for the policy's current premium and payment day (inside the caller's
 * transaction) and points the policy at it. Null when the policy has no account or day to
 * collect with.
 */
export async function replaceMandate(em: EntityManager, policy: FuneralPolicyEntity, change: MandateChange = {}): Promise<DebitOrderMandateEntity | null> {
  const current = await currentMandate(em, policy);
  const bankAccountId = change.bankAccountId ?? current?.bankAccountId ?? policy.paymentBankAccountId;
  if (!bankAccountId || !policy.paymentDueDay) return null;
  if (current && current.status === 'SENT') current.status = 'REPLACED';
  const mandate = em.create(DebitOrderMandateEntity, {
    policy,
    bankAccountId,
    paymentType: policy.paymentMethod ?? current?.paymentType ?? 'DEBI_CHECK',
    maxAmount: policy.currentPremiumTotal,
    payDay: policy.paymentDueDay,
    sentToThirdParty: change.sentToThirdParty ?? current?.sentToThirdParty ?? false,
  });
  policy.debitOrderId = mandate.id;
  return mandate;
}

/** After the premium rose: a new mandate when the current one does not allow the new amount. */
export async function ensureMandateCoversPremium(em: EntityManager, policy: FuneralPolicyEntity): Promise<DebitOrderMandateEntity | null> {
  const current = await currentMandate(em, policy);
  if (!current || current.status !== 'SENT' || current.maxAmount >= policy.currentPremiumTotal) return null;
  return replaceMandate(em, policy);
}
