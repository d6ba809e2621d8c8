import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PREMIUM_COLLECTION_CONFIG, type PremiumCollectionConfig } from './premium-collection.config';
import { PremiumCollectionJob, type PremiumRunOutcome } from './premium-collection.job';
import { withAdvisoryLock } from '@imali/shared/nest';
import { sastDate } from '@imali/shared/domain';

/** One replica runs the premium collection: the others find the lock taken and skip. */
export const PREMIUM_COLLECTION_LOCK_KEY = 'imali-funeral-premium-collection';

/**
 * The premium collection on a schedule inside the funeral subgraph (npm start): every
 * FUNERAL_COLLECTION_INTERVAL_MS the run for today's SAST date (made once per policy and month,
 * so running it often is safe and catches a replica that was down) under a PostgreSQL advisory
 * lock; the same run lapses the policies whose grace period has ended
 * (docs/decisions/funeral-grace-and-lapse.md) and cancels their debit orders, and moves the lives whose
 * natural-death waiting period has been served to COVERED (docs/decisions/funeral-waiting-period-ends.md).
 * Off under tests (FUNERAL_JOBS). Logs counts only.
 */
@Injectable()
export class PremiumCollectionScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('FuneralPremiumCollection');
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly job: PremiumCollectionJob,
    @Inject(PREMIUM_COLLECTION_CONFIG) private readonly config: PremiumCollectionConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.FUNERAL_JOBS !== 'on') return;
    this.schedule(Math.min(this.config.FUNERAL_COLLECTION_INTERVAL_MS, 15_000));
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The run for `date` (SAST today), unless another replica is at it (null). */
  async runCollection(date = sastDate(), waitMs = this.config.FUNERAL_COLLECTION_WAIT_MS): Promise<PremiumRunOutcome | null> {
    const outcome = await withAdvisoryLock(this.orm.em.fork() as EntityManager, PREMIUM_COLLECTION_LOCK_KEY, () => this.job.run(date, { waitMs }));
    if (outcome && (outcome.created || outcome.submitted || outcome.paid || outcome.failed || outcome.refused || outcome.paidFromSavings || outcome.missed || outcome.needsOperations || outcome.lapsed || outcome.debitOrdersCancelled || outcome.collectAgain || outcome.activated || outcome.notTakenUp || outcome.waitingPeriodsEnded)) {
      this.logger.log({ msg: 'funeral premium collection run', ...outcome });
    }
    return outcome;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runCollection()
        .catch((error: unknown) => this.logger.error({ msg: 'funeral premium collection failed', error: error instanceof Error ? error.name : 'unknown' }))
        .finally(() => this.schedule(this.config.FUNERAL_COLLECTION_INTERVAL_MS));
    }, delay);
    this.timer.unref();
  }
}
