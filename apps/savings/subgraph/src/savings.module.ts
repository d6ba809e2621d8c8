import { Module } from '@nestjs/common';
import { SavingsService } from './savings/savings.service';
import { ClientSavingsResolver } from './savings/client-savings.resolver';
import { BucketService } from './bucket/bucket.service';
import { SavingsBucketsResolver } from './bucket/savings-buckets.resolver';

@Module({ providers: [SavingsService, ClientSavingsResolver, BucketService, SavingsBucketsResolver] })
export class SavingsModule {}
