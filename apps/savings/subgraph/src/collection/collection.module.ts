import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { PaymentsProvider } from '@imali/integrations/payments';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { SAVINGS_CONFIG, type SavingsConfig } from '../savings.config';
import { LedgerService } from '../ledger/ledger.service';
import { COLLECTION_CONFIG, loadCollectionConfig } from './collection.config';
import { SavingsCollectionJob } from './savings-collection.job';
import { SavingsJobsScheduler } from './savings-jobs.scheduler';
import { EftMatchJob } from '../eft/eft-match.job';
import { DecemberPayoutJob } from '../december-payout/december-payout.job';
import { EftDevResolver } from '../eft/eft-dev.resolver';
import { SavingsCollectionsNeedingOperationsResolver } from './savings-collections-needing-operations.resolver';

/** Identity's internal API as the jobs call it. */
export const JOBS_IDENTITY = Symbol('JOBS_IDENTITY');
export const JOBS_IDENTITY_TIMEOUT_MS = 30_000;

/**
 * Collections by debit order, EFT matching and the December Fund payout (issue 14, H3): the jobs, their schedule, the bank
 * change flow's debit order (CollectionDebitOrderHook) and Savings.failedCollections
 * (CollectionFailedCollections) are provided in SavingsCoreModule in place of its defaults.
 * SavingsCoreModule (global) gives the identity client, payments provider, ledger and withdrawals.
 */
@Module({
  providers: [
    { provide: COLLECTION_CONFIG, useFactory: () => loadCollectionConfig() },
    // Batch calls (1000 items) get longer than a request's 5 s: a slow answer is not a failed run.
    {
      provide: JOBS_IDENTITY,
      inject: [SAVINGS_CONFIG],
      useFactory: (config: SavingsConfig) => new IdentityInternalClient({ baseUrl: config.IDENTITY_INTERNAL_URL, secret: config.INTERNAL_AUTH_SECRET, timeoutMs: JOBS_IDENTITY_TIMEOUT_MS }),
    },
    {
      provide: SavingsCollectionJob,
      inject: [MikroORM, JOBS_IDENTITY, LedgerService],
      useFactory: (orm: MikroORM, identity: IdentityInternalClient, ledger: LedgerService) => new SavingsCollectionJob(orm, identity, ledger),
    },
    {
      provide: EftMatchJob,
      inject: [MikroORM, PaymentsProvider, JOBS_IDENTITY, LedgerService],
      useFactory: (orm: MikroORM, payments: PaymentsProvider, identity: IdentityInternalClient, ledger: LedgerService) => new EftMatchJob(orm, payments, identity, ledger),
    },
    DecemberPayoutJob,
    SavingsJobsScheduler,
    EftDevResolver,
    SavingsCollectionsNeedingOperationsResolver,
  ],
  exports: [SavingsCollectionJob, EftMatchJob, DecemberPayoutJob, SavingsJobsScheduler],
})
export class CollectionModule {}
