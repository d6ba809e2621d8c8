import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { CURRENT_PRICING_VERSION } from '@imali/funeral/domain';
import { FuneralPolicyEntity } from './funeral-policy.entity';
import { PolicyMemberEntity } from './policy-member.entity';
import { BeneficiaryEntity } from './beneficiary.entity';
import { WaitingPeriodModel } from './waiting-period.model';
import { FuneralPolicyService } from './funeral-policy.service';

@Resolver(() => FuneralPolicyEntity)
export class FuneralPolicyResolver {
  constructor(private readonly policies: FuneralPolicyService) {}

  @Query(() => FuneralPolicyEntity, { nullable: true, description: "One of the signed-in client's funeral policies" })
  funeral(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<FuneralPolicyEntity> {
    return this.policies.findOwn(requireClientId(identity), id);
  }

  @ResolveField(() => String)
  pricingVersion(@Parent() policy: FuneralPolicyEntity): string {
    return policy.pricingVersion ?? CURRENT_PRICING_VERSION;
  }

  // Reached only through a policy the caller was allowed to read.
  @ResolveField(() => [PolicyMemberEntity])
  livesCovered(@Parent() policy: FuneralPolicyEntity): Promise<PolicyMemberEntity[]> {
    return this.policies.members(policy);
  }

  @ResolveField(() => [BeneficiaryEntity])
  beneficiaries(@Parent() policy: FuneralPolicyEntity): Promise<BeneficiaryEntity[]> {
    return this.policies.beneficiaries(policy);
  }

  @ResolveField(() => [WaitingPeriodModel])
  waitingPeriods(@Parent() policy: FuneralPolicyEntity): WaitingPeriodModel[] {
    return this.policies.waitingPeriods(policy);
  }
}
