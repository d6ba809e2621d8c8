import { Module } from '@nestjs/common';
import { SavingsCoreModule } from './savings-core.module';
import { CollectionModule } from './collection/collection.module';
import { FuneralPremiumModule } from './funeral-premium/funeral-premium.module';
import { SavingsService } from './savings/savings.service';
import { SavingsStore } from './savings/savings.store';
import { ClientSavingsResolver } from './savings/client-savings.resolver';
import { PaymentDetailsService } from './savings/payment-details.service';
import { BucketReadService } from './bucket/bucket-read.service';
import { BucketCommandsService } from './bucket/bucket-commands.service';
import { BucketQueryResolver, SavingsBucketsResolver } from './bucket/savings-buckets.resolver';
import { TransferService } from './transfer/transfer.service';
import { SavingsMutationsResolver } from './savings-mutations.resolver';
import { DecemberPayoutResolver } from './december-payout/december-payout.resolver';

@Module({
  imports: [SavingsCoreModule, CollectionModule, FuneralPremiumModule],
  providers: [
    SavingsService,
    SavingsStore,
    ClientSavingsResolver,
    PaymentDetailsService,
    BucketReadService,
    BucketCommandsService,
    SavingsBucketsResolver,
    BucketQueryResolver,
    TransferService,
    SavingsMutationsResolver,
    DecemberPayoutResolver,
  ],
})
export class SavingsModule {}
