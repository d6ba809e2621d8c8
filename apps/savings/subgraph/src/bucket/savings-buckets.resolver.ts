import { Args, Float, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { BucketModel, SavingsCollectionModel, SavingsModel, WithdrawalModel } from '../savings.models';
import { BucketReadService } from './bucket-read.service';
import { WithdrawalService } from '../withdrawal/withdrawal.service';
import { FailedCollectionsSource } from '../savings/failed-collections';

/** Savings' fields: only reachable through Client.savings, which checks ownership. */
@Resolver(() => SavingsModel)
export class SavingsBucketsResolver {
  constructor(
    private readonly buckets: BucketReadService,
    private readonly withdrawalsService: WithdrawalService,
    private readonly failed: FailedCollectionsSource,
  ) {}

  @ResolveField(() => [BucketModel], { description: 'The savings goals, oldest first' })
  bucketInfo(@Parent() savings: SavingsModel): Promise<BucketModel[]> {
    return this.buckets.forSavings(savings);
  }

  @ResolveField(() => BucketModel, { nullable: true, description: "One goal; null for another client's or unknown id; an id that is not a UUID answers 'Invalid id' (BAD_USER_INPUT)" })
  bucketInfoById(@Parent() savings: SavingsModel, @Args('id', { type: () => ID }) id: string): Promise<BucketModel | null> {
    return this.buckets.inSavings(savings.id, id);
  }

  @ResolveField(() => Float, { description: 'The sum of the goals’ monthly contributions (desiredSavings)' })
  async monthlyContributionsTotal(@Parent() savings: SavingsModel): Promise<number> {
    return (await this.buckets.totals(savings)).monthlyContributionsTotal;
  }

  @ResolveField(() => Float, { description: 'The sum of the goals’ amounts' })
  async totalSaved(@Parent() savings: SavingsModel): Promise<number> {
    return (await this.buckets.totals(savings)).totalSaved;
  }

  @ResolveField(() => [WithdrawalModel], { description: 'Newest first (at most 100)' })
  withdrawals(@Parent() savings: SavingsModel, @Args('limit', { type: () => Int, nullable: true, defaultValue: 20 }) limit: number | null): Promise<WithdrawalModel[]> {
    return this.withdrawalsService.list(savings.id, limit ?? 20);
  }

  @ResolveField(() => [SavingsCollectionModel], { description: 'Failed debit order collections not yet superseded (shown to the client)' })
  failedCollections(@Parent() savings: SavingsModel): Promise<SavingsCollectionModel[]> {
    return this.failed.failedCollections(savings.id);
  }
}

@Resolver(() => BucketModel)
export class BucketQueryResolver {
  constructor(private readonly buckets: BucketReadService) {}

  @Query(() => BucketModel, { nullable: true, description: "One of the signed-in client's goals; null for another client's or unknown id; an id that is not a UUID answers 'Invalid id' (BAD_USER_INPUT)" })
  getSavingsBucket(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<BucketModel | null> {
    return this.buckets.forClient(requireClientId(identity), id);
  }
}
