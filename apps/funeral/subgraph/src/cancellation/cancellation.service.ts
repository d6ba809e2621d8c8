import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { throwIfInvalid } from '@imali/shared/nest';
import { COVERED_MEMBER_STATES, POLICY_CANCELLED_MEMBER_STATE, cancelReasonErrors, cancellationRefusal, refundAmount } from '@imali/funeral/domain';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { PolicyMemberEntity } from '../funeral-policy/policy-member.entity';
import { currentMandate } from '../funeral-policy/debit-order-mandates';
import { findOwnPolicy, toFuneralPolicyModel } from '../funeral-policy/funeral-policy.service';
import type { FuneralPolicyModel } from '../funeral-policy/funeral-policy.model';
import { policyRefusal } from '../funeral-policy/policy-refusals';
import { PremiumPaymentEntity } from './premium-payment.entity';
import { PremiumRefundEntity } from './premium-refund.entity';

/**
 * cancelFuneral: within the cooling-off period a client cancels their own policy online. In one
 * transaction (under a lock on the policy row, so a double submit cancels once) the policy is
 * CANCELLED, its lives stop being covered, its mandate is cancelled and the premiums collected
 * are recorded as a refund.
 */
@Injectable()
export class CancellationService {
  constructor(private readonly em: EntityManager) {}

  async cancel(clientId: string, id: string, cancelReason: string): Promise<FuneralPolicyModel> {
    const policy = await findOwnPolicy(this.em, clientId, id);
    throwIfInvalid(cancelReasonErrors(cancelReason));
    const refused = cancellationRefusal(policy);
    if (refused) throw policyRefusal(refused.message, refused.reason);

    const cancelled = await this.em.transactional(async (em) => {
      const locked = await em.findOneOrFail(FuneralPolicyEntity, { id: policy.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const again = cancellationRefusal(locked);
      if (again) throw policyRefusal(again.message, again.reason);
      const amount = refundAmount(await em.find(PremiumPaymentEntity, { policyId: locked.id }));
      locked.state = 'CANCELLED';
      locked.cancelledAt = new Date();
      locked.cancelReason = cancelReason.trim();
      for (const member of await em.find(PolicyMemberEntity, { policyId: locked.id, state: { $in: [...COVERED_MEMBER_STATES] } })) {
        member.state = POLICY_CANCELLED_MEMBER_STATE;
      }
      const mandate = await currentMandate(em, locked);
      if (mandate && mandate.status === 'SENT') mandate.status = 'CANCELLED';
      em.create(PremiumRefundEntity, { policyId: locked.id, amount, status: amount > 0 ? 'PENDING' : 'NOT_DUE' });
      return locked;
    });
    return toFuneralPolicyModel(cancelled);
  }

  /** The refund recorded for a cancelled policy; null for a policy that was not cancelled. */
  async refundAmount(policyId: string): Promise<number | null> {
    const refund = await this.em.findOne(PremiumRefundEntity, { policyId });
    return refund ? refund.amount : null;
  }
}
