import { Args, Float, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { BucketModel, SavingsCollectionModel, SavingsModel, WithdrawalModel } from '../savings.models';
import { BucketService } from './bucket.service';

/** Savings' fields: only reachable through Client.savings, which checks ownership. */
@Resolver(() => SavingsModel)
export class SavingsBucketsResolver {
  constructor(private readonly buckets: BucketService) {}

  @ResolveField(() => [BucketModel], { description: 'The savings goals, oldest first' })
  bucketInfo(@Parent() savings: SavingsModel): Promise<BucketModel[]> {
    return this.buckets.findForSavings(savings.id);
  }

  @ResolveField(() => BucketModel, { nullable: true, description: "One goal; null for another client's, unknown or malformed id" })
  bucketInfoById(@Parent() savings: SavingsModel, @Args('id', { type: () => ID }) id: string): Promise<BucketModel | null> {
    return this.buckets.findInSavings(savings.id, id);
  }

  @ResolveField(() => Float, { description: 'The sum of the goals’ monthly contributions (desiredSavings)' })
  async monthlyContributionsTotal(@Parent() savings: SavingsModel): Promise<number> {
    const buckets = await this.buckets.findForSavings(savings.id);
    return Math.round(buckets.reduce((sum, bucket) => sum + bucket.desiredSavings * 100, 0)) / 100;
  }

  @ResolveField(() => Float, { description: 'The sum of the goals’ amounts' })
  async totalSaved(@Parent() savings: SavingsModel): Promise<number> {
    const buckets = await this.buckets.findForSavings(savings.id);
    return Math.round(buckets.reduce((sum, bucket) => sum + bucket.amount * 100, 0)) / 100;
  }

  @ResolveField(() => [WithdrawalModel], { description: 'Newest first' })
  withdrawals(@Parent() _savings: SavingsModel, @Args('limit', { type: () => Int, nullable: true, defaultValue: 20 }) _limit: number): WithdrawalModel[] {
    return [];
  }

  @ResolveField(() => [SavingsCollectionModel], { description: 'Failed debit order collections not yet superseded (shown to the client)' })
  failedCollections(@Parent() _savings: SavingsModel): SavingsCollectionModel[] {
    return [];
  }
}

@Resolver(() => BucketModel)
export class BucketQueryResolver {
  constructor(private readonly buckets: BucketService) {}

  @Query(() => BucketModel, { nullable: true, description: "One of the signed-in client's goals; null for another client's or unknown id" })
  getSavingsBucket(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<BucketModel | null> {
    return this.buckets.findForClient(requireClientId(identity), id);
  }
}
