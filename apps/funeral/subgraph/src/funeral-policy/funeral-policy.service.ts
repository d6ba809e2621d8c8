import { isUuid } from '@imali/shared/validation';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '@imali/shared/nest';
import {
  CURRENT_PRICING_VERSION,
  coolingOffEndsOn,
  isCoveredMemberState,
  policyStateLabel,
  policyTypeLabel,
  waitingPeriodEndDates,
  WAITING_PERIODS,
} from '@imali/funeral/domain';
import { FuneralPolicyEntity } from './funeral-policy.entity';
import { PolicyMemberEntity } from './policy-member.entity';
import { BeneficiaryEntity } from './beneficiary.entity';
import { FuneralBeneficiaryModel, FuneralMemberModel, FuneralPolicyModel, WaitingPeriodModel } from './funeral-policy.model';

export function toFuneralPolicyModel(entity: FuneralPolicyEntity): FuneralPolicyModel {
  return {
    id: entity.id,
    policyNumber: entity.policyNumber,
    productType: entity.productType,
    state: entity.state,
    stateLabel: policyStateLabel(entity.state) ?? entity.state,
    coverAmount: entity.coverAmount,
    currentPremiumTotal: entity.currentPremiumTotal,
    policyType: entity.policyType,
    policyTypeLabel: policyTypeLabel(entity.policyType),
    paymentDueDay: entity.paymentDueDay ?? null,
    paymentBankAccountId: entity.paymentBankAccountId ?? null,
    paymentMethod: entity.paymentMethod ?? null,
    accountingIdentifier: entity.accountingIdentifier ?? null,
    easyPayNumber: entity.easyPayNumber ?? null,
    pricingVersion: entity.pricingVersion ?? CURRENT_PRICING_VERSION,
    firstActivated: entity.firstActivated ?? null,
    expectFirstPaymentAt: entity.expectFirstPaymentAt ?? null,
    // The day the policy was made in South Africa, as the cancellation rule reads it.
    coolingOffEndsOn: coolingOffEndsOn(entity.createdAt) ?? null,
    cancelledAt: entity.cancelledAt ?? null,
    cancelReason: entity.cancelReason ?? null,
    createdAt: entity.createdAt,
  };
}

export function toFuneralMemberModel(m: PolicyMemberEntity): FuneralMemberModel {
  return {
    id: m.id,
    policyId: m.policyId,
    memberType: m.memberType,
    firstNames: m.firstNames,
    surname: m.surname,
    gender: m.gender ?? null,
    ageAtSignup: m.ageAtSignup ?? null,
    dateOfBirth: m.dateOfBirth ?? null,
    relationship: m.relationship ?? null,
    idType: m.idType ?? null,
    cellNumbers: m.cellNumbers,
    email: m.email ?? null,
    coverAmount: m.coverAmount,
    premium: m.premium,
    state: m.state,
    covered: isCoveredMemberState(m.state),
    joinedAt: m.createdAt,
    idNumberEncrypted: m.idNumberEncrypted ?? null,
  };
}


/** Per-object authorization: the policy, when it is the client's; NOT_FOUND otherwise (another's looks missing). */
export async function findOwnPolicy(em: EntityManager, clientId: string, id: string): Promise<FuneralPolicyEntity> {
  const policy = isUuid(id) ? await em.findOne(FuneralPolicyEntity, { id }) : null;
  if (!policy || policy.clientId !== clientId) throw new NotFoundError('Policy not found');
  return policy;
}

@Injectable()
export class FuneralPolicyService {
  constructor(private readonly em: EntityManager) {}

  async findForClient(clientId: string): Promise<FuneralPolicyModel[]> {
    const rows = await this.em.find(FuneralPolicyEntity, { clientId }, { orderBy: { createdAt: 'desc' } });
    return rows.map(toFuneralPolicyModel);
  }

  /** Per-object authorization: another client's policy is refused. */
  async findOwn(clientId: string, id: string): Promise<FuneralPolicyModel> {
    return toFuneralPolicyModel(await findOwnPolicy(this.em, clientId, id));
  }

  async members(policyId: string): Promise<FuneralMemberModel[]> {
    const rows = await this.em.find(PolicyMemberEntity, { policyId }, { orderBy: { createdAt: 'asc' } });
    return rows.map(toFuneralMemberModel);
  }

  async beneficiaries(policyId: string): Promise<FuneralBeneficiaryModel[]> {
    const rows = await this.em.find(BeneficiaryEntity, { policyId });
    return rows.map((b) => ({ id: b.id, firstNames: b.firstNames, surname: b.surname, cellNumber: b.cellNumbers[0] ?? null, email: b.email ?? null, isSpouse: b.isSpouse }));
  }

  /** Waiting periods run from the day cover starts (the first payment); dates are null until then. */
  waitingPeriods(policy: FuneralPolicyModel): WaitingPeriodModel[] {
    // The day cover started in South Africa (an instant is read as its South African day).
    const dates = policy.firstActivated ? waitingPeriodEndDates(policy.firstActivated) : undefined;
    return WAITING_PERIODS.map((period) => ({
      cause: period.cause,
      label: period.label,
      endsOn: dates?.find((d) => d.cause === period.cause)?.waitingEndsOn ?? null,
    }));
  }
}
