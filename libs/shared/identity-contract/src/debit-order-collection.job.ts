import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CATCH_UP_DAYS, catchUpDates, daysBefore, isCalendarDate, monthOf } from '@imali/shared/domain';
import type { IdentityInternalClient } from './identity-internal-client';
import { COLLECTION_BATCH_LIMIT, type COLLECTION_REFUSALS } from './routes';
import { recordSubmittedCollections, settleDebitOrderCollections, submitDebitOrderCollections, type AnsweredCollection, type DueCollection } from './debit-order-collections';

/** The idempotency_key scope under which a pay day missed beyond the catch-up window is warned about once (key `<policy or savings id>:<month>`). */
export const MISSED_PAY_DAY_WARNING_SCOPE = 'debit-order-missed-pay-day-warning';

/** The area's side of the job. */
export interface DebitOrderCollectionTable<Settled> {
  /** The area's collection table, quoted: "schema"."name". */
  table: string;
  /**
   * The area's `idempotency_key` table (scope, key; @imali/shared/nest), quoted: a pay day missed
   * beyond the catch-up window is claimed there once per policy or savings and month, so the
   * warning for operations is logged once, not on every run of that day.
   */
  idempotencyTable: string;
  /** The reason recorded when identity refuses a collection. */
  refusalReason(refusal: (typeof COLLECTION_REFUSALS)[number] | undefined): string;
  /** The reason recorded for the bank's failure. */
  failureReason(failure: string | null): string;
  /** The area's counts before any batch is settled. */
  noneSettled: Settled;
  /** Calls to identity at once unless the options say otherwise (1 by default). */
  parallel?: number;
}

export interface DebitOrderCollectionJobOptions {
  /** Collections per call to identity (its limit is 1000). */
  batchSize?: number;
  /** Calls to identity at once. */
  parallel?: number;
  /** Between two reads of the bank's results while some are still pending. */
  pollMs?: number;
  /** A collection identity took but the bank has not answered for this long is sent again. */
  resubmitAfterMs?: number;
}

/** What one run did (the area's job adds its own counts). */
export interface DebitOrderRunOutcome {
  date: string;
  /** Collections made for this date (one already collected this month gets none), late ones included. */
  created: number;
  /** Of those, late ones: a pay day in the CATCH_UP_DAYS before the date had no collection made (no run that day). */
  caughtUp: number;
  /** Collectable on the pay day just past the catch-up window and never collected that month: logged with ids for operations, not collected. */
  notCaughtUp: number;
  /** Sent to the bank through identity. */
  submitted: number;
  /** Refused by identity (no approved debit order, above its maximum): FAILED at once. */
  refused: number;
  paid: number;
  failed: number;
  /** Still waiting for the bank when the run stopped waiting (the next run settles them). */
  pending: number;
  /** Calls identity (or another area) could not take or answer (left for the next run). */
  unavailable: number;
  ms: number;
}

/**
 * The identity side of an area's debit order collection job, over the area's collection table
 * (id, client_id, debit_order_id, amount_cents, collection_date, status, submitted_at,
 * failure_reason, settled_at): the due collections sent to identity, the bank's results read and
 * settled batch by batch. The area says what it collects (its own createFor) and what PAID and
 * FAILED do (settleBatch, in its transaction, with its own counts).
 */
export abstract class DebitOrderCollectionJob<Settled extends { paid: number; failed: number }, After extends Record<string, number> = Record<never, number>> {
  protected readonly batchSize: number;
  protected readonly parallel: number;
  protected readonly pollMs: number;
  protected readonly resubmitAfterMs: number;
  private readonly catchUpLogger = new Logger('DebitOrderCollection');

  /**
   * Makes the collections of the pay days falling on `payDate` (the run's `date` by default) in the
   * area's table: PENDING, dated `date`, for `payDate`'s month, once per month (its unique key).
   * For an earlier `payDate` (a pay day no run collected, docs/decisions/debit-order-missed-pay-day-catch-up.md)
   * only for those already collectable on `payDate`; answers how many.
   */
  abstract createFor(date: string, payDate?: string): Promise<number>;
  /** The ids (policy, savings) collectable on `payDate` that have no collection for its month. */
  protected abstract uncollected(payDate: string): Promise<string[]>;
  /** Settles one batch of the bank's answers in one transaction; answers its counts. */
  protected abstract settleBatch(answers: AnsweredCollection[]): Promise<Settled>;

  constructor(
    protected readonly orm: Pick<MikroORM, 'em'>,
    protected readonly identity: IdentityInternalClient,
    private readonly area: DebitOrderCollectionTable<Settled>,
    options: DebitOrderCollectionJobOptions = {},
  ) {
    this.batchSize = Math.min(options.batchSize ?? COLLECTION_BATCH_LIMIT, COLLECTION_BATCH_LIMIT);
    this.parallel = options.parallel ?? area.parallel ?? 1;
    this.pollMs = options.pollMs ?? 250;
    this.resubmitAfterMs = options.resubmitAfterMs ?? 10 * 60_000;
  }

  /** The area's steps after settling (funeral resolves failed premiums, tells clients): its counts, and the calls that could not be made. */
  protected async afterSettle(): Promise<After & { unavailable: number }> {
    return { unavailable: 0 } as After & { unavailable: number };
  }

  /** The day's collections: made, sent, settled as far as the bank answers within `waitMs`, then the area's own steps. */
  async run(date: string, { waitMs = 60_000 }: { waitMs?: number } = {}): Promise<DebitOrderRunOutcome & Settled & After> {
    if (!isCalendarDate(date)) throw new RangeError('date must be YYYY-MM-DD');
    const started = Date.now();
    const { created, caughtUp, notCaughtUp } = await this.createDue(date);
    const sent = await this.submitDue();
    const { pending, unavailable: unanswered, ...settled } = await this.settle(waitMs);
    const { unavailable: untaken, ...after } = await this.afterSettle();
    return { date, created, caughtUp, notCaughtUp, submitted: sent.submitted, refused: sent.refused, ...settled, ...after, pending, unavailable: sent.unavailable + unanswered + untaken, ms: Date.now() - started } as DebitOrderRunOutcome & Settled & After;
  }

  /**
   * The day's collections, then the late ones: each pay day of the CATCH_UP_DAYS before `date`
   * that no run collected (collection dated `date`, the pay day's month). A pay day just past the
   * window that still has none is not collected: its ids are logged for operations (no PII).
   */
  async createDue(date: string): Promise<{ created: number; caughtUp: number; notCaughtUp: number }> {
    let created = await this.createFor(date);
    let caughtUp = 0;
    for (const payDate of catchUpDates(date)) caughtUp += await this.createFor(date, payDate);
    created += caughtUp;
    const beyond = daysBefore(date, CATCH_UP_DAYS + 1);
    const missed = await this.uncollected(beyond);
    const unwarned = missed.length > 0 ? await this.claimMissedWarnings(beyond, missed) : [];
    if (unwarned.length > 0) {
      this.catchUpLogger.warn({ msg: 'debit order pay day missed beyond the catch-up window: not collected this month', table: this.area.table, payDate: beyond, month: monthOf(beyond), count: unwarned.length, ids: unwarned.slice(0, 500) });
    }
    return { created, caughtUp, notCaughtUp: missed.length };
  }

  /**
   * Of `ids` (policies or savings not collected for `payDate`'s month), those no run has warned
   * operations about yet: each is claimed once in the area's idempotency_key table (scope
   * MISSED_PAY_DAY_WARNING_SCOPE, key `<id>:<month>`), so a run again that day, or two at once,
   * warns about none twice. Sorted.
   */
  protected async claimMissedWarnings(payDate: string, ids: string[]): Promise<string[]> {
    const month = monthOf(payDate);
    const claimed = await this.em.getConnection().execute<{ key: string }[]>(
      `insert into ${this.area.idempotencyTable} ("scope", "key", "result_id", "created_at")
       select ?, missed.id || ':' || ?, ?, now() from jsonb_array_elements_text(?::jsonb) as missed(id)
       on conflict ("scope", "key") do nothing
       returning "key"`,
      [MISSED_PAY_DAY_WARNING_SCOPE, month, payDate, JSON.stringify(ids)],
    );
    return claimed.map((row) => row.key.slice(0, -(month.length + 1))).sort();
  }

  protected get em(): EntityManager {
    return this.orm.em.fork() as EntityManager;
  }

  /** Sends every collection identity has not taken yet (or took long ago without an answer). */
  async submitDue(): Promise<{ submitted: number; refused: number; unavailable: number }> {
    const due = await this.em.getConnection().execute<DueCollection[]>(
      `select "id", "client_id", "debit_order_id", "amount_cents", to_char("collection_date", 'YYYY-MM-DD') as collection_date
       from ${this.area.table}
       where "status" = 'PENDING' and ("submitted_at" is null or "submitted_at" < ?)
       order by "id"`,
      [new Date(Date.now() - this.resubmitAfterMs)],
    );
    return submitDebitOrderCollections(this.identity, due, {
      batchSize: this.batchSize,
      parallel: this.parallel,
      refusalReason: this.area.refusalReason,
      record: (answer) => recordSubmittedCollections(this.em.getConnection(), this.area.table, answer),
    });
  }

  /** Reads the bank's results for every collection sent and settles the answered ones; again every `pollMs` until none is pending or `waitMs` has passed. */
  async settle(waitMs = 0): Promise<Settled & { pending: number; unavailable: number }> {
    const totals = { ...this.area.noneSettled };
    const read = await settleDebitOrderCollections(this.identity, {
      batchSize: this.batchSize,
      parallel: this.parallel,
      waitMs,
      pollMs: this.pollMs,
      pendingIds: async () => (await this.em.getConnection().execute<{ id: string }[]>(`select "id" from ${this.area.table} where "status" = 'PENDING' and "submitted_at" is not null order by "id"`)).map((p) => p.id),
      failureReason: this.area.failureReason,
      settle: async (answers) => {
        const outcome = await this.settleBatch(answers);
        const sums = totals as Record<string, number>;
        for (const [key, count] of Object.entries(outcome as Record<string, number>)) sums[key] = (sums[key] ?? 0) + count;
      },
    });
    return { ...totals, ...read };
  }
}
