import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { withAdvisoryLock } from '@imali/shared/nest';
import { DEBT_CONFIG, type DebtConfig } from '../debt.config';
import { lastRefreshCutoff, nextRefreshAt } from '../debt-clock';
import { CreditRecordService } from '../credit-record/credit-record.service';
import { deleteExpiredChallenges } from '../credit-record/challenge.service';
import { DebtIdentityClient } from '../debt-core.module';

/** Records refreshed per batch (one query for the batch, then one bureau call each). */
export const REFRESH_BATCH_SIZE = 20;
/** One replica refreshes: the others find the lock taken and skip the run. */
export const REFRESH_LOCK_KEY = 'imali-debt-daily-refresh';

export interface RefreshOutcome {
  /** False when another replica held the lock. */
  ran: boolean;
  refreshed: number;
  failed: number;
}

/**
 * The daily 14:00 (Africa/Johannesburg) refresh of the credit records clients have linked
 * (docs/decisions/debt-daily-refresh.md): a timer to the next 14:00, a Postgres advisory lock so
 * one replica does it, every linked record drawn before today's 14:00 fetched again in small
 * batches. Logs counts only, never an ID number.
 */
@Injectable()
export class DailyRefreshService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DailyRefresh');
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly records: CreditRecordService,
    @Inject(DEBT_CONFIG) private readonly config: DebtConfig,
    @Optional() private readonly identity?: DebtIdentityClient,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.DEBT_DAILY_REFRESH === 'on') this.schedule();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(now = Date.now()): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runOnce()
        .catch((error: unknown) => this.logger.error({ msg: 'daily credit record refresh failed', error: error instanceof Error ? error.name : 'unknown' }))
        .finally(() => this.schedule());
    }, Math.max(1000, nextRefreshAt(now) - now));
    this.timer.unref();
  }

  /** One pass: every linked record fetched before the last 14:00, unless another replica is at it. */
  async runOnce(now = Date.now()): Promise<RefreshOutcome> {
    const outcome = await withAdvisoryLock(this.em, REFRESH_LOCK_KEY, async () => {
      // Sets of questions (and visitors' record snapshots on them) past their day go too.
      await deleteExpiredChallenges(this.em, now);
      await this.recordKeptPasses();
      const refreshedOutcome = await this.refreshStale(now);
      this.logger.log({ msg: 'daily credit record refresh', refreshed: refreshedOutcome.refreshed, failed: refreshedOutcome.failed, ms: Date.now() - now });
      return refreshedOutcome;
    });
    if (outcome) return outcome;
    this.logger.log({ msg: 'daily credit record refresh skipped: another replica holds the lock' });
    return { ran: false, refreshed: 0, failed: 0 };
  }

  /**
   * Passes kept while identity could not record them (docs/decisions/debt-pass-while-identity-down.md):
   * recorded now; identity still down, they wait for the client's next check or the next run.
   */
  async recordKeptPasses(): Promise<number> {
    if (!this.identity) return 0;
    let recorded = 0;
    for (const kept of await this.records.pendingVerifications()) {
      try {
        const done = await this.identity.recordIdNumberVerified(kept.clientId, kept.idNumber);
        await this.records.settleVerification(kept.clientId, kept.subject, done);
        if (done) recorded++;
      } catch {
        this.logger.warn({ msg: 'identity unavailable: kept passes wait for the next run' });
        break;
      }
    }
    return recorded;
  }

  private async refreshStale(now: number): Promise<RefreshOutcome> {
    const cutoff = new Date(lastRefreshCutoff(now));
    const startedAt = new Date();
    let refreshed = 0;
    let failed = 0;
    for (;;) {
      if (this.stopped) break;
      // Rows that failed during this run are not picked again (the next run tries them).
      const batch = await this.em.getConnection().execute<{ id: string; id_number_encrypted: string }[]>(
        `select id, id_number_encrypted from "debt"."credit_record"
         where client_id is not null and deleted_at is null
           and (fetched_at is null or fetched_at < ?)
           and (fetch_failed_at is null or fetch_failed_at < ?)
         order by fetched_at asc nulls first limit ?`,
        [cutoff, startedAt, REFRESH_BATCH_SIZE],
      );
      if (batch.length === 0) break;
      for (const row of batch) {
        const fresh = await RequestContext.create(this.em, () => this.records.fetchAndStore(this.records.idNumberOf({ idNumberEncrypted: row.id_number_encrypted })));
        if (fresh?.record) refreshed++;
        else failed++;
      }
    }
    return { ran: true, refreshed, failed };
  }
}
