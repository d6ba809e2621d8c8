import { Args, Float, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { CancelFuneralArgs } from './cancellation.input';
import { CancellationService } from './cancellation.service';

@Resolver(() => FuneralPolicyEntity)
export class CancellationResolver {
  constructor(private readonly cancellations: CancellationService) {}

  @Mutation(() => FuneralPolicyEntity, { description: "Cancels the client's own policy within the 31-day cooling-off period; premiums collected are refunded" })
  cancelFuneral(@Args() args: CancelFuneralArgs, @Identity() identity: CallerIdentity): Promise<FuneralPolicyEntity> {
    return this.cancellations.cancel(requireClientId(identity), args);
  }

  // Reached only through a policy the caller was allowed to read.
  @ResolveField(() => Float, { nullable: true, description: 'Premiums to be refunded after a cancellation in the cooling-off period (0 when none were collected); null unless cancelled' })
  async refundAmount(@Parent() policy: FuneralPolicyEntity): Promise<number | null> {
    return policy.state === 'CANCELLED' ? this.cancellations.refundAmount(policy) : null;
  }
}
