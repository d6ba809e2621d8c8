import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { BucketModel, SavingsModel, TransferSavingsResultModel, WithdrawalModel } from './savings.models';
import { AddSavingsBucketInput, SavingsPaymentDetailsInput, TransferSavingsInput, UpdateSavingsBucketInput, WithdrawSavingsInput } from './savings.inputs';
import { BucketCommandsService } from './bucket/bucket-commands.service';
import { WithdrawalService } from './withdrawal/withdrawal.service';
import { TransferService } from './transfer/transfer.service';
import { PaymentDetailsService } from './savings/payment-details.service';

/** The savings mutations: each for the signed-in client's own records only (another's is NOT_FOUND). */
@Resolver()
export class SavingsMutationsResolver {
  constructor(
    private readonly buckets: BucketCommandsService,
    private readonly withdrawals: WithdrawalService,
    private readonly transfers: TransferService,
    private readonly paymentDetails: PaymentDetailsService,
  ) {}

  @Mutation(() => BucketModel, { description: "Adds a goal; creates the client's savings on first use. The same idempotencyKey answers with the first call's goal" })
  addSavingsBucket(@Args('bucketInfo') input: AddSavingsBucketInput, @Identity() identity: CallerIdentity): Promise<BucketModel> {
    return this.buckets.add(requireClientId(identity), input);
  }

  @Mutation(() => BucketModel, { description: 'Changes the given fields of one of the client’s goals' })
  updateSavingsBucket(@Args('id', { type: () => ID }) id: string, @Args('input') input: UpdateSavingsBucketInput, @Identity() identity: CallerIdentity): Promise<BucketModel> {
    return this.buckets.update(requireClientId(identity), id, input);
  }

  @Mutation(() => WithdrawalModel, { description: 'Withdraws from a goal to one of the client’s bank accounts (PROCESSING until paid out; a notification follows)' })
  withdrawSavings(@Args('input') input: WithdrawSavingsInput, @Identity() identity: CallerIdentity): Promise<WithdrawalModel> {
    return this.withdrawals.withdraw(requireClientId(identity), input);
  }

  @Mutation(() => TransferSavingsResultModel, { description: 'Moves money between two of the client’s goals (to the Emergency Fund when toBucketId is omitted)' })
  transferSavings(@Args('input') input: TransferSavingsInput, @Identity() identity: CallerIdentity): Promise<TransferSavingsResultModel> {
    return this.transfers.transfer(requireClientId(identity), input);
  }

  @Mutation(() => SavingsModel, { description: 'The bank change flow: debit order day and bank account of the contributions' })
  updateSavingsPaymentDetails(@Args('input') input: SavingsPaymentDetailsInput, @Identity() identity: CallerIdentity): Promise<SavingsModel> {
    return this.paymentDetails.update(requireClientId(identity), input);
  }
}
