// What every area collecting on its clients' debit orders does with identity (savings'
// contributions, funeral's premiums): send its due collections to collectDebitOrders in batches,
// and read debitOrderCollectionResults until the bank has answered or the wait is over. What is
// collected, and what PAID and FAILED do, stay in the area (the callbacks).
import type { IdentityInternalClient } from './identity-internal-client';
import { COLLECTION_BATCH_LIMIT, type COLLECTION_REFUSALS } from './routes';

/** Identity did not answer (down, slow, failing): SUBGRAPH_UNAVAILABLE from an internal client. */
export const isSubgraphUnavailable = (error: unknown) => (error as { extensions?: Record<string, unknown> })?.extensions?.['code'] === 'SUBGRAPH_UNAVAILABLE';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` over `items` in slices of `size`, `parallel` slices at a time (1: one after the other, in order). */
export async function inSlices<T>(items: T[], size: number, parallel: number, work: (slice: T[]) => Promise<void>): Promise<void> {
  const slices: T[][] = [];
  for (let i = 0; i < items.length; i += size) slices.push(items.slice(i, i + size));
  await Promise.all(
    Array.from({ length: Math.min(parallel, slices.length) }, async () => {
      for (let slice = slices.shift(); slice; slice = slices.shift()) await work(slice);
    }),
  );
}

export interface CollectionBatching {
  /** Collections per call to identity (at most its limit, 1000). */
  batchSize?: number;
  /** Calls to identity at once (1 by default). */
  parallel?: number;
}

const batchSizeOf = (options: CollectionBatching) => Math.min(options.batchSize ?? COLLECTION_BATCH_LIMIT, COLLECTION_BATCH_LIMIT);

/** A collection the area made and has not had taken by identity yet (a row read by the area; the reference is its id). */
export interface DueCollection {
  id: string;
  client_id: string;
  debit_order_id: string;
  amount_cents: number;
  /** YYYY-MM-DD (SAST). */
  collection_date: string;
}

export interface SubmitCollections extends CollectionBatching {
  /** Identity refused the item (nothing went to the bank): the reason the area records. */
  refusalReason(refusal: (typeof COLLECTION_REFUSALS)[number] | undefined): string;
  /** Records what identity took (`accepted` references) and what it refused (FAILED at once). */
  record(answer: { accepted: string[]; refusals: { id: string; reason: string }[] }): Promise<void>;
}

/** Sends `due` to identity in batches; a batch identity cannot take stays unsent for the next run (counted as unavailable). */
export async function submitDebitOrderCollections(identity: IdentityInternalClient, due: DueCollection[], options: SubmitCollections): Promise<{ submitted: number; refused: number; unavailable: number }> {
  const totals = { submitted: 0, refused: 0, unavailable: 0 };
  await inSlices(due, batchSizeOf(options), options.parallel ?? 1, async (slice) => {
    const answers = await identity
      .collectDebitOrders(slice.map((row) => ({ clientId: row.client_id, debitOrderId: row.debit_order_id, reference: row.id, amountCents: row.amount_cents, date: row.collection_date })))
      .catch((error: unknown) => {
        if (!isSubgraphUnavailable(error)) throw error;
        totals.unavailable += 1;
        return null;
      });
    if (!answers) return;
    const accepted = answers.filter((a) => a.accepted).map((a) => a.reference);
    const refusals = answers.filter((a) => !a.accepted).map((a) => ({ id: a.reference, reason: options.refusalReason(a.refusal) }));
    await options.record({ accepted, refusals });
    totals.submitted += accepted.length;
    totals.refused += refusals.length;
  });
  return totals;
}

/** The part of a database connection (MikroORM's) recordSubmittedCollections needs. */
export interface CollectionTableConnection {
  execute(query: string, params: unknown[], method: 'run'): Promise<unknown>;
}

/**
 * The usual `record` for submitDebitOrderCollections: in the area's collection table (`table`, a
 * quoted "schema"."name" with id, status, submitted_at, failure_reason and settled_at) the taken
 * ones are stamped submitted, the refused ones FAILED with their reason; settled rows are left alone.
 */
export async function recordSubmittedCollections(connection: CollectionTableConnection, table: string, { accepted, refusals }: { accepted: string[]; refusals: { id: string; reason: string }[] }): Promise<void> {
  if (accepted.length > 0) {
    await connection.execute(`update ${table} set "submitted_at" = now() where "status" = 'PENDING' and "id" in (select jsonb_array_elements_text(?::jsonb)::uuid)`, [JSON.stringify(accepted)], 'run');
  }
  if (refusals.length > 0) {
    await connection.execute(
      `update ${table} c set "status" = 'FAILED', "failure_reason" = v.reason, "settled_at" = now()
       from jsonb_to_recordset(?::jsonb) as v(id uuid, reason text) where c."id" = v.id and c."status" = 'PENDING'`,
      [JSON.stringify(refusals)],
      'run',
    );
  }
}

/** The bank's answer to one collection, as the area settles it. */
export interface AnsweredCollection {
  id: string;
  status: 'PAID' | 'FAILED';
  /** The failure reason the area records (null when PAID). */
  reason: string | null;
}

export interface SettleCollections extends CollectionBatching {
  /** The references sent and not settled yet (read again before every round). */
  pendingIds(): Promise<string[]>;
  /** The reason the area records for the bank's failure text. */
  failureReason(failure: string | null): string;
  /** Settles one batch of answered collections (the area's PAID and FAILED rules, its own totals). */
  settle(answers: AnsweredCollection[]): Promise<void>;
  /** How long to keep reading while some are still pending (0: one round). */
  waitMs: number;
  /** Between two rounds. */
  pollMs: number;
}

/** Reads the bank's results for every pending collection and settles the answered ones; again every `pollMs` until none is pending or `waitMs` has passed. */
export async function settleDebitOrderCollections(identity: IdentityInternalClient, options: SettleCollections): Promise<{ pending: number; unavailable: number }> {
  const deadline = Date.now() + options.waitMs;
  let unavailable = 0;
  for (;;) {
    const pending = await options.pendingIds();
    let stillPending = 0;
    await inSlices(pending, batchSizeOf(options), options.parallel ?? 1, async (ids) => {
      const results = await identity.debitOrderCollectionResults(ids).catch((error: unknown) => {
        if (!isSubgraphUnavailable(error)) throw error;
        unavailable += 1;
        return null;
      });
      if (!results) {
        stillPending += ids.length;
        return;
      }
      const answered = results.filter((r) => r.status !== 'PENDING');
      stillPending += ids.length - answered.length;
      if (answered.length === 0) return;
      await options.settle(answered.map((r) => ({ id: r.reference, status: r.status as 'PAID' | 'FAILED', reason: r.status === 'FAILED' ? options.failureReason(r.failure) : null })));
    });
    if (stillPending === 0 || Date.now() >= deadline) return { pending: stillPending, unavailable };
    await sleep(Math.min(options.pollMs, Math.max(0, deadline - Date.now())));
  }
}
