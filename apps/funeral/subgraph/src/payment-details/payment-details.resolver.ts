import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { FuneralPolicyModel } from '../funeral-policy/funeral-policy.model';
import { PaymentDetailsService } from './payment-details.service';

@Resolver()
export class PaymentDetailsResolver {
  constructor(private readonly paymentDetails: PaymentDetailsService) {}

  @Mutation(() => FuneralPolicyModel, { description: "Edit Payment Details of the client's own policy: debit order day (1 to 31) and/or one of their bank accounts; sends a new mandate" })
  updateFuneral(
    @Args('id', { type: () => ID }) id: string,
    @Args('paymentDueDay', { type: () => Int, nullable: true }) paymentDueDay: number | null | undefined,
    @Args('paymentBankAccountId', { type: () => ID, nullable: true }) paymentBankAccountId: string | null | undefined,
    @Identity() identity: CallerIdentity,
  ): Promise<FuneralPolicyModel> {
    return this.paymentDetails.update(requireClientId(identity), id, { paymentDueDay, paymentBankAccountId });
  }
}
