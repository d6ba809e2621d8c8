import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { throwIfInvalid } from '@imali/shared/nest';
import { COVERED_MEMBER_STATES, POLICY_CANCELLED_MEMBER_STATE, cancelReasonErrors, cancellationRefusal, refundAmount } from '@imali/funeral/domain';
import type { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { PolicyMemberEntity } from '../funeral-policy/policy-member.entity';
import { cancelMandate } from '../funeral-policy/debit-order-mandates';
import { IdentityClient } from '../sale/identity-client';
import { FuneralPolicyService } from '../funeral-policy/funeral-policy.service';
import { policyRefusal } from '../funeral-policy/policy-refusals';
import { PremiumPaymentEntity } from './premium-payment.entity';
import { PremiumRefundEntity } from './premium-refund.entity';
import type { CancelFuneralArgs } from './cancellation.input';

/**
 * cancelFuneral: within the cooling-off period a client cancels their own policy online. In one
 * transaction (under a lock on the policy row, so a double submit cancels once) the policy is
 * CANCELLED, its lives stop being covered, its mandate is cancelled at identity and the premiums collected
 * are recorded as a refund.
 */
@Injectable()
export class CancellationService {
  constructor(
    private readonly em: EntityManager,
    private readonly policies: FuneralPolicyService,
    private readonly identityApi: IdentityClient,
  ) {}

  async cancel(clientId: string, { funeralId, cancelReason }: CancelFuneralArgs): Promise<FuneralPolicyEntity> {
    const policy = await this.policies.findOwn(clientId, funeralId);
    throwIfInvalid(cancelReasonErrors(cancelReason));
    const refused = cancellationRefusal(policy);
    if (refused) throw policyRefusal(refused.message, refused.reason);

    return this.em.transactional(async (em) => {
      const locked = await this.policies.lock(em, policy);
      const again = cancellationRefusal(locked);
      if (again) throw policyRefusal(again.message, again.reason);
      const amount = refundAmount(await em.find(PremiumPaymentEntity, { policy: locked }));
      locked.state = 'CANCELLED';
      locked.cancelledAt = new Date();
      locked.cancelReason = cancelReason.trim();
      for (const member of await em.find(PolicyMemberEntity, { policy: locked, state: { $in: [...COVERED_MEMBER_STATES] } })) {
        member.state = POLICY_CANCELLED_MEMBER_STATE;
      }
      // Identity cancels the debit order before this commits (identity down: nothing changes).
      await cancelMandate(this.identityApi, locked);
      em.create(PremiumRefundEntity, { policy: locked, amount, status: amount > 0 ? 'PENDING' : 'NOT_DUE' });
      return locked;
    });
  }

  /** The refund recorded for a cancelled policy; null for a policy that was not cancelled. */
  async refundAmount(policy: FuneralPolicyEntity): Promise<number | null> {
    const refund = await this.em.findOne(PremiumRefundEntity, { policy });
    return refund ? refund.amount : null;
  }
}
