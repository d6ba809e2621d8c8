import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { FuneralCoreModule } from '../funeral-core.module';
import { FUNERAL_CONFIG, type FuneralConfig } from '../funeral.config';
import { PREMIUM_COLLECTION_CONFIG, loadPremiumCollectionConfig, type PremiumCollectionConfig } from './premium-collection.config';
import { PremiumCollectionJob } from './premium-collection.job';
import { PremiumCollectionScheduler } from './premium-collection.scheduler';
import { SavingsInternalClient } from '@imali/shared/internal-contracts';
import { PremiumCollectionDevResolver } from './premium-collection-dev.resolver';
import { PremiumCollectionsNeedingOperationsResolver } from './premium-collections-needing-operations.resolver';

/** Batch calls (1000 items) take longer than a request's 5 s: a slow answer is not a failed run. */
export const PREMIUM_JOB_TIMEOUT_MS = 30_000;

/**
 * Monthly premium collections by debit order, a failed one paid from the client's Funeral savings
 * goal that keeps the policy (issue 14 item 5, docs/decisions/savings-keeps-funeral-policy.md).
 */
@Module({
  imports: [FuneralCoreModule],
  providers: [
    { provide: PREMIUM_COLLECTION_CONFIG, useFactory: () => loadPremiumCollectionConfig() },
    {
      provide: PremiumCollectionJob,
      inject: [MikroORM, FUNERAL_CONFIG, PREMIUM_COLLECTION_CONFIG],
      useFactory: (orm: MikroORM, funeral: FuneralConfig, config: PremiumCollectionConfig) =>
        new PremiumCollectionJob(
          orm,
          new IdentityInternalClient({ baseUrl: funeral.IDENTITY_INTERNAL_URL, secret: funeral.INTERNAL_AUTH_SECRET, timeoutMs: PREMIUM_JOB_TIMEOUT_MS }),
          new SavingsInternalClient({ baseUrl: config.SAVINGS_INTERNAL_URL, secret: funeral.INTERNAL_AUTH_SECRET }),
          {},
          funeral.WEB_ORIGIN,
        ),
    },
    PremiumCollectionScheduler,
    PremiumCollectionDevResolver,
    PremiumCollectionsNeedingOperationsResolver,
  ],
  exports: [PremiumCollectionJob, PremiumCollectionScheduler],
})
export class PremiumCollectionModule {}
