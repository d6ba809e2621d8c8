import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import { SavingsIdentityClient } from '../savings-identity.client';
import { SavingsDebitOrderHook, type SavingsPaymentDetailsChange } from '../savings/debit-order-hook';
import { mandateMaximumCents } from './mandate-maximum';

/** identity answered that the old debit order is gone (another client's, missing) or retired (cancelled, replaced). */
const isGoneOrRetired = (error: unknown) => {
  const status = (error as GraphQLError)?.extensions?.['status'];
  return error instanceof GraphQLError && (status === 404 || status === 409);
};

/**
 * The bank change flow's collections side: the savings' DEBI_CHECK debit order in identity is
 * created (first time) or replaced (new day or account; the old one becomes REPLACED and is
 * withdrawn at the bank), asking the bank for a mandate at once. Idempotent: the key is derived
 * from the savings, the previous debit order and the new details, so a retried submit answers the
 * same debit order. Field errors (the bank account is not the client's) reach the client as
 * `bankAccountId`.
 */
@Injectable()
export class CollectionDebitOrderHook extends SavingsDebitOrderHook {
  constructor(private readonly identityClient: SavingsIdentityClient) {
    super();
  }

  async paymentDetailsChanged(_em: EntityManager, change: SavingsPaymentDetailsChange): Promise<{ debitOrderId: string | null }> {
    const identity = this.identityClient.identity;
    const maxAmountCents = mandateMaximumCents(change.monthlyContributionsCents);
    const details = { bankAccountId: change.bankAccountId, paymentType: 'DEBI_CHECK' as const, maxAmountCents, payDay: change.payDay, associatedProducts: [{ productId: change.savingsId, productType: 'SAVINGS', amountCents: Math.max(0, Math.round(change.monthlyContributionsCents)), description: 'Imali savings: monthly contributions' }] };
    const key = createHash('sha256').update(`savings-debit-order:${change.savingsId}:${change.previousDebitOrderId ?? 'none'}:${change.bankAccountId}:${change.payDay}:${maxAmountCents}`).digest('hex');
    if (change.previousDebitOrderId) {
      try {
        return { debitOrderId: (await identity.replaceDebitOrder(change.clientId, change.previousDebitOrderId, details, key)).id };
      } catch (error) {
        // The old one is no longer there to replace: a new one instead.
        if (!isGoneOrRetired(error)) throw error;
      }
    }
    return { debitOrderId: (await identity.createDebitOrder(change.clientId, details, key)).id };
  }
}
