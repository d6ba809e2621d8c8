import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { UpdateFuneralArgs } from './payment-details.input';
import { PaymentDetailsService } from './payment-details.service';

@Resolver()
export class PaymentDetailsResolver {
  constructor(private readonly paymentDetails: PaymentDetailsService) {}

  @Mutation(() => FuneralPolicyEntity, { description: "Edit Payment Details of the client's own policy: debit order day (1 to 31) and/or one of their bank accounts; sends a new mandate" })
  updateFuneral(@Args() change: UpdateFuneralArgs, @Identity() identity: CallerIdentity): Promise<FuneralPolicyEntity> {
    return this.paymentDetails.update(requireClientId(identity), change);
  }
}
