import { isUuid } from '@imali/shared/validation';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, throwIfInvalid } from '@imali/shared/nest';
import type { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { FuneralPolicyService } from '../funeral-policy/funeral-policy.service';
import type { UpdateFuneralArgs } from './payment-details.input';
import { replaceMandate } from '../funeral-policy/debit-order-mandates';
import { POLICY_CANCELLED_MESSAGE, POLICY_LAPSED_MESSAGE, policyRefusal } from '../funeral-policy/policy-refusals';
import { IdentityClient } from '../sale/identity-client';
import { expectedFirstPaymentDate, paymentDetailsErrors } from '@imali/funeral/domain';
import { sastDate } from '@imali/shared/domain';
import { FUNERAL_CONFIG, type FuneralConfig } from '../funeral.config';
import { debitOrderAwaitsWebSignature, sendMandateSignRequests } from '../sale/mandate-sign-requests';

/** Neither a cancelled nor a lapsed policy takes new payment details (no cover, no collections). */
function refuseClosed(policy: FuneralPolicyEntity): void {
  if (policy.state === 'CANCELLED') throw policyRefusal(POLICY_CANCELLED_MESSAGE, 'POLICY_CANCELLED');
  if (policy.state === 'LAPSED') throw policyRefusal(POLICY_LAPSED_MESSAGE, 'POLICY_LAPSED');
}

/**
 * updateFuneral: the payment day and the account premiums are collected from. A new account
 * must be one of the client's own records at identity. Any change to either sends a new debit
 * order mandate at identity (a mandate fixes account and day), asked for under the policy's lock
 * before the policy change commits.
 */
@Injectable()
export class PaymentDetailsService {
  private readonly logger = new Logger(PaymentDetailsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly identityApi: IdentityClient,
    private readonly policies: FuneralPolicyService,
    @Inject(FUNERAL_CONFIG) private readonly config: FuneralConfig,
  ) {}

  /**
   * The new debit order is on someone else's account: identity sends its holder the signing link
   * once the change has committed. Never fails the change; what is not sent now, the premium
   * collection run sends (the policy stays marked).
   */
  private async askHolderToSign(policyId: string): Promise<void> {
    try {
      await sendMandateSignRequests(this.em.fork(), this.identityApi, this.config.WEB_ORIGIN, { policyId, fresh: true, sentToThirdParty: true, log: (entry) => this.logger.error(entry) });
    } catch (error) {
      this.logger.error({ msg: 'the signing link was not sent after a payment details change', policyId, error: error instanceof Error ? error.name : 'unknown' });
    }
  }

  async update(clientId: string, change: UpdateFuneralArgs): Promise<FuneralPolicyEntity> {
    const policy = await this.policies.findOwn(clientId, change.id);
    refuseClosed(policy);
    throwIfInvalid(paymentDetailsErrors(change));

    const newAccountId = change.paymentBankAccountId && change.paymentBankAccountId !== policy.paymentBankAccountId ? change.paymentBankAccountId : null;
    if (newAccountId) {
      const answer = isUuid(newAccountId) ? await this.identityApi.ownsBankAccount(clientId, newAccountId) : { owned: false };
      // Someone else's account answers as a missing one does.
      if (!answer.owned) throw new NotFoundError('Bank account not found');
    }
    const newDay = change.paymentDueDay !== null && change.paymentDueDay !== undefined && change.paymentDueDay !== policy.paymentDueDay ? change.paymentDueDay : null;
    if (!newAccountId && newDay === null) return policy;

    let holderSigns = false;
    const changed = await this.em.transactional(async (em) => {
      const locked = await this.policies.lock(em, policy);
      refuseClosed(locked); // lapsed or cancelled since it was read
      if (newDay !== null) locked.paymentDueDay = newDay;
      if (newAccountId) locked.paymentBankAccountId = newAccountId;
      // Still awaiting its first premium: the new debit order is first presented on the new day, once it can be approved (docs/decisions/funeral-first-premium-and-activation.md).
      if (locked.state === 'DORMANT' && locked.paymentDueDay) locked.expectFirstPaymentAt = expectedFirstPaymentDate(locked.paymentDueDay, sastDate()) ?? locked.expectFirstPaymentAt ?? null;
      // Identity makes the new debit order (a third party's account goes to its holder) before this commits.
      const order = await replaceMandate(this.identityApi, locked, newAccountId ? { bankAccountId: newAccountId } : {});
      holderSigns = !!order && order.sentToThirdParty && debitOrderAwaitsWebSignature(order);
      return locked;
    });
    if (holderSigns) await this.askHolderToSign(changed.id);
    return changed;
  }
}
