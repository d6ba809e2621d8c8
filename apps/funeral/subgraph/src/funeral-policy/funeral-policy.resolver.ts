import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { FuneralBeneficiaryModel, FuneralMemberModel, FuneralPolicyModel, WaitingPeriodModel } from './funeral-policy.model';
import { FuneralPolicyService } from './funeral-policy.service';

@Resolver(() => FuneralPolicyModel)
export class FuneralPolicyResolver {
  constructor(private readonly policies: FuneralPolicyService) {}

  @Query(() => FuneralPolicyModel, { nullable: true, description: "One of the signed-in client's funeral policies" })
  funeral(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<FuneralPolicyModel> {
    return this.policies.findOwn(requireClientId(identity), id);
  }

  // Reached only through a policy the caller was allowed to read.
  @ResolveField(() => [FuneralMemberModel])
  livesCovered(@Parent() policy: FuneralPolicyModel): Promise<FuneralMemberModel[]> {
    return this.policies.members(policy.id);
  }

  @ResolveField(() => [FuneralBeneficiaryModel])
  beneficiaries(@Parent() policy: FuneralPolicyModel): Promise<FuneralBeneficiaryModel[]> {
    return this.policies.beneficiaries(policy.id);
  }

  @ResolveField(() => [WaitingPeriodModel])
  waitingPeriods(@Parent() policy: FuneralPolicyModel): WaitingPeriodModel[] {
    return this.policies.waitingPeriods(policy);
  }
}
