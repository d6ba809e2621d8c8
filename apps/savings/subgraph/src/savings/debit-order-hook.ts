import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What changed in the bank change flow (updateSavingsPaymentDetails). */
export interface SavingsPaymentDetailsChange {
  clientId: string;
  savingsId: string;
  payDay: number;
  bankAccountId: string;
  /** The debit order the savings had before (null: none yet). */
  previousDebitOrderId: string | null;
  /** The sum of the goals' monthly contributions, in cents (what a collection takes). */
  monthlyContributionsCents: number;
}

/**
 * The collections' side of the bank change flow (H3, src/collection): create or replace
 * identity's debit order for the new day and account. Called inside the savings transaction
 * (the savings row is locked) before it commits; answers the debit order id to store. A
 * failure (identity down) rolls the change back.
 */
export abstract class SavingsDebitOrderHook {
  abstract paymentDetailsChanged(em: EntityManager, change: SavingsPaymentDetailsChange): Promise<{ debitOrderId: string | null }>;
}

/** Until collections provide theirs: the debit order stays as it was. */
@Injectable()
export class KeepDebitOrderHook extends SavingsDebitOrderHook {
  async paymentDetailsChanged(_em: EntityManager, change: SavingsPaymentDetailsChange): Promise<{ debitOrderId: string | null }> {
    return { debitOrderId: change.previousDebitOrderId };
  }
}
