import { Args, Float, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { FuneralPolicyModel } from '../funeral-policy/funeral-policy.model';
import { CancellationService } from './cancellation.service';

@Resolver(() => FuneralPolicyModel)
export class CancellationResolver {
  constructor(private readonly cancellations: CancellationService) {}

  @Mutation(() => FuneralPolicyModel, { description: "Cancels the client's own policy within the 31-day cooling-off period; premiums collected are refunded" })
  cancelFuneral(
    @Args('funeralId', { type: () => ID }) funeralId: string,
    @Args('cancelReason', { type: () => String }) cancelReason: string,
    @Identity() identity: CallerIdentity,
  ): Promise<FuneralPolicyModel> {
    return this.cancellations.cancel(requireClientId(identity), funeralId, cancelReason);
  }

  // Reached only through a policy the caller was allowed to read.
  @ResolveField(() => Float, { nullable: true, description: 'Premiums to be refunded after a cancellation in the cooling-off period (0 when none were collected); null unless cancelled' })
  async refundAmount(@Parent() policy: FuneralPolicyModel): Promise<number | null> {
    return policy.state === 'CANCELLED' ? this.cancellations.refundAmount(policy.id) : null;
  }
}
