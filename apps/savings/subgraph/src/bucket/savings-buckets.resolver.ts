import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { SavingsModel } from '../savings/savings.model';
import { BucketModel } from './bucket.model';
import { BucketService } from './bucket.service';

/** Savings.bucketInfo: only reachable through Client.savings, which checks ownership. */
@Resolver(() => SavingsModel)
export class SavingsBucketsResolver {
  constructor(private readonly buckets: BucketService) {}

  @ResolveField(() => [BucketModel], { description: 'The savings goals' })
  bucketInfo(@Parent() savings: SavingsModel): Promise<BucketModel[]> {
    return this.buckets.findForSavings(savings.id);
  }
}
