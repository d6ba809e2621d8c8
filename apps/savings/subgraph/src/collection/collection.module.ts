import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { PaymentsProvider } from '@imali/integrations/payments';
import { SavingsIdentityClient } from '../savings-identity.client';
import { LedgerService } from '../ledger/ledger.service';
import { COLLECTION_CONFIG, loadCollectionConfig } from './collection.config';
import { SavingsCollectionJob } from './savings-collection.job';
import { SavingsJobsScheduler } from './savings-jobs.scheduler';
import { EftMatchJob } from '../eft/eft-match.job';
import { EftDevResolver } from '../eft/eft-dev.resolver';

/**
 * Collections by debit order and EFT matching (issue 14, H3): the jobs, their schedule, the bank
 * change flow's debit order (CollectionDebitOrderHook) and Savings.failedCollections
 * (CollectionFailedCollections) are provided in SavingsCoreModule in place of its defaults.
 * SavingsCoreModule (global) gives the identity client, payments provider and ledger.
 */
@Module({
  providers: [
    { provide: COLLECTION_CONFIG, useFactory: () => loadCollectionConfig() },
    {
      provide: SavingsCollectionJob,
      inject: [MikroORM, SavingsIdentityClient, LedgerService],
      useFactory: (orm: MikroORM, identity: SavingsIdentityClient, ledger: LedgerService) => new SavingsCollectionJob(orm, identity.identity, ledger),
    },
    {
      provide: EftMatchJob,
      inject: [MikroORM, PaymentsProvider, SavingsIdentityClient, LedgerService],
      useFactory: (orm: MikroORM, payments: PaymentsProvider, identity: SavingsIdentityClient, ledger: LedgerService) => new EftMatchJob(orm, payments, identity.identity, ledger),
    },
    SavingsJobsScheduler,
    EftDevResolver,
  ],
  exports: [SavingsCollectionJob, EftMatchJob, SavingsJobsScheduler],
})
export class CollectionModule {}
