import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { ClientScope } from '@imali/shared/nest';
import { waitingPeriodEndDates, WAITING_PERIODS } from '@imali/funeral/domain';
import { FuneralPolicyEntity } from './funeral-policy.entity';
import { PolicyMemberEntity } from './policy-member.entity';
import { BeneficiaryEntity } from './beneficiary.entity';
import { WaitingPeriodModel } from './waiting-period.model';

export const POLICY_NOT_FOUND = 'Policy not found';

/** A client's policies, through their ClientScope: another client's policy looks missing. */
@Injectable()
export class FuneralPolicyService {
  constructor(private readonly em: EntityManager) {}

  findForClient(clientId: string): Promise<FuneralPolicyEntity[]> {
    return new ClientScope(this.em, clientId).find(FuneralPolicyEntity, {}, { orderBy: { createdAt: 'desc' } });
  }

  /** Per-object authorization: the client's own policy, else NOT_FOUND. */
  findOwn(clientId: string, id: string): Promise<FuneralPolicyEntity> {
    return new ClientScope(this.em, clientId).findOne(FuneralPolicyEntity, id, { notFound: POLICY_NOT_FOUND });
  }

  /**
   * The policy row, read afresh under a write lock inside `tx` (a transaction), so that changes
   * to one policy run one after another.
   */
  lock(tx: EntityManager, policy: FuneralPolicyEntity): Promise<FuneralPolicyEntity> {
    return tx.findOneOrFail(FuneralPolicyEntity, { id: policy.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  members(policy: FuneralPolicyEntity): Promise<PolicyMemberEntity[]> {
    return policy.members.matching({ orderBy: { createdAt: 'asc' } });
  }

  beneficiaries(policy: FuneralPolicyEntity): Promise<BeneficiaryEntity[]> {
    return policy.beneficiaries.matching({});
  }

  /** Waiting periods run from the day cover starts (the first payment); dates are null until then. */
  waitingPeriods(policy: FuneralPolicyEntity): WaitingPeriodModel[] {
    // The day cover started in South Africa (an instant is read as its South African day).
    const dates = policy.firstActivated ? waitingPeriodEndDates(policy.firstActivated) : undefined;
    return WAITING_PERIODS.map((period) => ({
      cause: period.cause,
      label: period.label,
      endsOn: dates?.find((d) => d.cause === period.cause)?.waitingEndsOn ?? null,
    }));
  }
}
