import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { BucketModel, SavingsModel, TransferSavingsResultModel, WithdrawalModel } from './savings.models';
import { AddSavingsBucketInput, SavingsPaymentDetailsInput, TransferSavingsInput, UpdateSavingsBucketInput, WithdrawSavingsInput } from './savings.inputs';

const NOT_YET = 'Not available yet';

@Resolver()
export class SavingsMutationsResolver {
  @Mutation(() => BucketModel, { description: "Adds a goal; creates the client's savings on first use" })
  addSavingsBucket(@Args('bucketInfo') _input: AddSavingsBucketInput, @Identity() identity: CallerIdentity): Promise<BucketModel> {
    requireClientId(identity);
    throw new Error(NOT_YET);
  }

  @Mutation(() => BucketModel, { description: 'Changes the given fields of one of the client’s goals' })
  updateSavingsBucket(@Args('id', { type: () => ID }) _id: string, @Args('input') _input: UpdateSavingsBucketInput, @Identity() identity: CallerIdentity): Promise<BucketModel> {
    requireClientId(identity);
    throw new Error(NOT_YET);
  }

  @Mutation(() => WithdrawalModel, { description: 'Withdraws from a goal to one of the client’s bank accounts (PROCESSING until paid out)' })
  withdrawSavings(@Args('input') _input: WithdrawSavingsInput, @Identity() identity: CallerIdentity): Promise<WithdrawalModel> {
    requireClientId(identity);
    throw new Error(NOT_YET);
  }

  @Mutation(() => TransferSavingsResultModel, { description: 'Moves money between two of the client’s goals (to the Emergency Fund when toBucketId is omitted)' })
  transferSavings(@Args('input') _input: TransferSavingsInput, @Identity() identity: CallerIdentity): Promise<TransferSavingsResultModel> {
    requireClientId(identity);
    throw new Error(NOT_YET);
  }

  @Mutation(() => SavingsModel, { description: 'The bank change flow: debit order day and bank account of the contributions' })
  updateSavingsPaymentDetails(@Args('input') _input: SavingsPaymentDetailsInput, @Identity() identity: CallerIdentity): Promise<SavingsModel> {
    requireClientId(identity);
    throw new Error(NOT_YET);
  }
}
