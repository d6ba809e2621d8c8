import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { COLLECTION_CONFIG, type CollectionConfig } from './collection.config';
import { withAdvisoryLock } from '@imali/shared/nest';
import { SavingsCollectionJob, type CollectionRunOutcome } from './savings-collection.job';
import { sastDate } from '@imali/shared/domain';
import { EftMatchJob, type EftRunOutcome } from '../eft/eft-match.job';
import { DecemberPayoutJob, type DecemberPayoutRunOutcome } from '../december-payout/december-payout.job';

/** One replica runs each job: the others find the lock taken and skip. */
export const COLLECTION_LOCK_KEY = 'imali-savings-collection';
export const EFT_LOCK_KEY = 'imali-savings-eft';
export const DECEMBER_PAYOUT_LOCK_KEY = 'imali-savings-december-payout';

/**
 * The savings jobs on a schedule inside the subgraph (npm start): every
 * SAVINGS_COLLECTION_INTERVAL_MS the collection run for today's SAST date (made once per savings
 * and month, so running it often is safe and catches a replica that was down), and every
 * SAVINGS_EFT_INTERVAL_MS the EFT matching, and every SAVINGS_DECEMBER_PAYOUT_INTERVAL_MS the
 * December Fund payout for today's SAST date (once per bucket and payout date); each under a
 * PostgreSQL advisory lock. Logs counts only.
 */
@Injectable()
export class SavingsJobsScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('SavingsJobs');
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Passes running now: shutting down waits for them before the database closes. */
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly collections: SavingsCollectionJob,
    private readonly efts: EftMatchJob,
    private readonly decemberPayouts: DecemberPayoutJob,
    @Inject(COLLECTION_CONFIG) private readonly config: CollectionConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.SAVINGS_JOBS !== 'on') return;
    this.every(this.config.SAVINGS_COLLECTION_INTERVAL_MS, 'collection', () => this.runCollection());
    this.every(this.config.SAVINGS_EFT_INTERVAL_MS, 'EFT matching', () => this.runEftMatching());
    this.every(this.config.SAVINGS_DECEMBER_PAYOUT_INTERVAL_MS, 'December payout', () => this.runDecemberPayout());
  }

  /**
   * Before MikroORM closes (on application shutdown): no pass starts any more and the ones running
   * finish. A pass left running met a closed pool and waited out its 60 s acquire time-out.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  /** Today's collection run, unless another replica is at it (null). */
  async runCollection(date = sastDate(), waitMs = this.config.SAVINGS_COLLECTION_WAIT_MS): Promise<CollectionRunOutcome | null> {
    const outcome = await withAdvisoryLock(this.orm.em.fork() as EntityManager, COLLECTION_LOCK_KEY, () => this.collections.run(date, { waitMs }));
    if (outcome && (outcome.created || outcome.submitted || outcome.paid || outcome.failed || outcome.refused || outcome.notified)) this.logger.log({ msg: 'savings collection run', ...outcome });
    return outcome;
  }

  /** One pass over the incoming EFTs, unless another replica is at it (null). */
  async runEftMatching(): Promise<EftRunOutcome | null> {
    const outcome = await withAdvisoryLock(this.orm.em.fork() as EntityManager, EFT_LOCK_KEY, () => this.efts.run());
    if (outcome?.read) this.logger.log({ msg: 'incoming EFTs matched', ...outcome });
    return outcome;
  }

  /** The December Funds whose payout date is `date` (SAST today by default), unless another replica is at it (null). */
  async runDecemberPayout(date = sastDate()): Promise<DecemberPayoutRunOutcome | null> {
    const outcome = await withAdvisoryLock(this.orm.em.fork() as EntityManager, DECEMBER_PAYOUT_LOCK_KEY, () => this.decemberPayouts.run(date));
    if (outcome?.due || outcome?.notified) this.logger.log({ msg: 'savings December payout run', ...outcome });
    return outcome;
  }

  private every(intervalMs: number, name: string, run: () => Promise<unknown>): void {
    const schedule = (delay: number) => {
      if (this.stopped) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        const pass = run()
          .catch((error: unknown) => this.logger.error({ msg: `savings ${name} failed`, error: error instanceof Error ? error.name : 'unknown' }))
          .finally(() => {
            this.running.delete(pass);
            schedule(intervalMs);
          });
        this.running.add(pass);
      }, delay);
      timer.unref();
      this.timers.add(timer);
    };
    // The first pass soon after start (identity may still be starting: a failed pass is retried at the next tick).
    schedule(Math.min(intervalMs, 15_000));
  }
}
