// One-off move of funeral's own mandate rows (funeral.debit_order_mandate, written before
// mandates moved to identity) into identity, through identity's internal contract: each subgraph
// owns its schema, so no SQL crosses them. Idempotent: a policy that already points at identity's
// debit order is skipped, and each copy's key is derived from the funeral row's id, so a re-run
// after a crash gets the same debit order. See docs/decisions/funeral-mandates-in-identity.md.
import type { EntityManager } from '@mikro-orm/postgresql';
import { randToCents } from '@imali/funeral/domain';
import type { IdentityInternalClient } from '@imali/shared/identity-contract';
import { DebitOrderMandateEntity } from './debit-order-mandate.entity';
import { FuneralPolicyEntity } from './funeral-policy.entity';
import { derivedKey } from './derived-key';

export interface MandateCopyReport {
  /** Policies now pointing at identity's debit order. */
  copied: number;
  /** Current mandates left in funeral's table: the policy was cancelled (CANCELLED) or the row is not the live one. */
  left: number;
}

/**
 * Copies every policy's current, live (SENT) funeral mandate to identity as a debit order for the
 * same account, amount (in cents), day and payment type, and points the policy at it. Funeral's
 * SENT never reached a bank (it was recorded only), so identity's request to the bank is the
 * mandate's first. Mandates of cancelled policies and superseded (REPLACED) rows stay in funeral's
 * read-only table.
 */
export async function copyMandatesToIdentity(em: EntityManager, identity: IdentityInternalClient, batchSize = 100): Promise<MandateCopyReport> {
  const report: MandateCopyReport = { copied: 0, left: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const mandates = await em.fork().find(DebitOrderMandateEntity, { id: { $gt: after } }, { orderBy: { id: 'asc' }, limit: batchSize, filters: false });
    if (mandates.length === 0) return report;
    after = mandates[mandates.length - 1]!.id;
    for (const mandate of mandates) {
      const policy = await em.fork().findOne(FuneralPolicyEntity, { id: mandate.policy.id, debitOrderId: mandate.id }, { filters: false });
      if (!policy) continue; // superseded, or already copied
      if (mandate.status !== 'SENT' || policy.state === 'CANCELLED') {
        report.left += 1;
        continue;
      }
      const order = await identity.createDebitOrder(
        policy.clientId,
        { bankAccountId: mandate.bankAccountId, paymentType: mandate.paymentType === 'NAEDO' ? 'NAEDO' : 'DEBI_CHECK', maxAmountCents: randToCents(Number(mandate.maxAmount))!, payDay: mandate.payDay },
        derivedKey(mandate.id, 'funeral-mandate-copy'),
      );
      // Only if nothing moved the policy on meanwhile (a payment change made its own debit order).
      report.copied += await em.fork().nativeUpdate(FuneralPolicyEntity, { id: policy.id, debitOrderId: mandate.id }, { debitOrderId: order.id });
    }
  }
}
