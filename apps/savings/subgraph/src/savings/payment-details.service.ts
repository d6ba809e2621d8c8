import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, throwIfInvalid } from '@imali/shared/nest';
import { bankChangeErrors } from '@imali/savings/domain';
import type { SavingsPaymentDetailsInput } from '../savings.inputs';
import type { SavingsModel } from '../savings.models';
import { SavingsIdentityClient } from '../savings-identity.client';
import { SavingsStore } from './savings.store';
import { SavingsDebitOrderHook } from './debit-order-hook';
import { toSavingsModel } from './savings.service';

/**
 * updateSavingsPaymentDetails (the bank change flow): the debit order day and one of the
 * client's own bank accounts; creates the savings on first use. Collections' hook makes the
 * debit order at identity before the change commits. Saving the same details again changes nothing.
 */
@Injectable()
export class PaymentDetailsService {
  constructor(
    private readonly em: EntityManager,
    private readonly identity: SavingsIdentityClient,
    private readonly store: SavingsStore,
    private readonly debitOrders: SavingsDebitOrderHook,
  ) {}

  async update(clientId: string, input: SavingsPaymentDetailsInput): Promise<SavingsModel> {
    throwIfInvalid(bankChangeErrors(input));
    if (!(await this.identity.ownsBankAccount(clientId, input.bankAccountId))) throw new NotFoundError('Bank account not found');
    const saved = await this.em.transactional(async (tx) => {
      const savings = await this.store.ensureLocked(tx, clientId);
      if (savings.payDay === input.payDay && savings.paymentBankAccountId === input.bankAccountId && savings.debitOrderId) return savings;
      const [row] = await tx.execute<{ total: string | null }[]>(`select sum("desired_savings_cents") as "total" from "savings"."bucket" where "savings_id" = ? and "deleted_at" is null`, [savings.id]);
      const { debitOrderId } = await this.debitOrders.paymentDetailsChanged(tx, {
        clientId,
        savingsId: savings.id,
        payDay: input.payDay,
        bankAccountId: input.bankAccountId,
        previousDebitOrderId: savings.debitOrderId ?? null,
        monthlyContributionsCents: Number(row?.total ?? 0),
      });
      savings.payDay = input.payDay;
      savings.paymentBankAccountId = input.bankAccountId;
      savings.debitOrderId = debitOrderId;
      return savings;
    });
    return toSavingsModel(saved);
  }
}
