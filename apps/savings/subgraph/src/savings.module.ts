import { Module } from '@nestjs/common';
import { SavingsService } from './savings/savings.service';
import { ClientSavingsResolver } from './savings/client-savings.resolver';
import { BucketService } from './bucket/bucket.service';
import { BucketQueryResolver, SavingsBucketsResolver } from './bucket/savings-buckets.resolver';
import { SavingsMutationsResolver } from './savings-mutations.resolver';

@Module({ providers: [SavingsService, ClientSavingsResolver, BucketService, SavingsBucketsResolver, BucketQueryResolver, SavingsMutationsResolver] })
export class SavingsModule {}
