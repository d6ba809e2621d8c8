import { Injectable, Logger, ServiceUnavailableException, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { isUuid } from '@imali/shared/validation';
import { isIntegrationError } from '@imali/integrations/core';
import { DebiCheckProvider, type CollectionResult } from '@imali/integrations/debicheck';
import { isCollectableDebitOrder, type CollectionItem, type CollectionOutcome, type CollectionRefusal } from '@imali/shared/identity-contract';
import { DebitOrderService } from './debit-order.service';

/** The most one collection may be (as a debit order's maximum), in cents. */
const MAX_COLLECTION_CENTS = 10_000_000;
const REFERENCE_MAX = 100;
/** Results are written together: at most this many per UPDATE, or what arrived within FLUSH_MS. */
const RESULT_BATCH = 1000;
const FLUSH_MS = 10;

export interface CollectionAnswer {
  reference: string;
  accepted: boolean;
  refusal?: CollectionRefusal;
}

const isDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

function itemRefusal(item: CollectionItem): CollectionRefusal | null {
  if (typeof item.reference !== 'string' || item.reference.trim().length === 0 || item.reference.length > REFERENCE_MAX || item.reference.includes('\u0000')) return 'INVALID';
  if (!Number.isInteger(item.amountCents) || item.amountCents <= 0 || item.amountCents > MAX_COLLECTION_CENTS || !isDate(item.date)) return 'INVALID';
  if (!isUuid(item.clientId) || !isUuid(item.debitOrderId)) return 'NOT_FOUND';
  return null;
}

interface OrderRow {
  id: string;
  client_id: string;
  payment_type: string;
  status: string;
  max_amount_cents: number;
  bank_request_attempt: number;
}

interface CollectionRow {
  reference: string;
  client_id: string;
  debit_order_id: string;
  mandate_reference: string;
  amount_cents: number;
  collection_date: string;
  status: string;
  failure: string | null;
}

interface Waiting {
  result: CollectionResult;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Other areas' collections on clients' debit orders (docs/decisions/savings-collections.md): on
 * an approved DebiCheck one or a signed NAEDO or DO one (docs/decisions/naedo-debit-order-collections.md);
 * set-based throughout (one query for the batch's debit orders, one INSERT ... SELECT for its
 * rows, one submission to the bank), and the bank's results written a batch at a time as they
 * arrive. A collection is only ever settled once (PENDING → PAID | FAILED).
 */
@Injectable()
export class DebitOrderCollectionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DebitOrderCollectionService.name);
  private waiting: Waiting[] = [];
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly debiCheck: DebiCheckProvider,
    private readonly debitOrders: DebitOrderService,
  ) {}

  onApplicationBootstrap(): void {
    this.debiCheck.onCollectionResult((result) => this.recordResult(result));
  }

  onApplicationShutdown(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
  }

  private get connection() {
    return this.orm.em.getConnection();
  }

  /** Up to COLLECTION_BATCH_LIMIT items: per item accepted (recorded and sent to the bank) or refused. */
  async collect(items: CollectionItem[]): Promise<CollectionAnswer[]> {
    const answers = new Map<number, CollectionAnswer>();
    const candidates: { index: number; item: CollectionItem }[] = [];
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const refusal = itemRefusal(item) ?? (seen.has(item.reference) ? 'REFERENCE_IN_USE' : null);
      seen.add(item.reference);
      if (refusal) answers.set(index, { reference: item.reference, accepted: false, refusal });
      else candidates.push({ index, item });
    });
    // A reference on record already is answered by that record (whatever its debit order is now):
    // the same collection asked again, or someone else's reference.
    const toSend: CollectionRow[] = [];
    const known = new Map<string, CollectionRow>();
    for (const row of await this.rowsFor(candidates.map((c) => c.item.reference))) known.set(row.reference, row);
    const answerFrom = (index: number, item: CollectionItem, row: CollectionRow | undefined) => {
      if (!row || row.client_id !== item.clientId || row.debit_order_id !== item.debitOrderId || row.amount_cents !== item.amountCents) {
        answers.set(index, { reference: item.reference, accepted: false, refusal: 'REFERENCE_IN_USE' });
        return;
      }
      answers.set(index, { reference: item.reference, accepted: true });
      // Still waiting for the bank (new, or sent before without an answer): sent (again). The bank
      // takes the same reference as one collection; a second result for it changes nothing here.
      if (row.status === 'PENDING') toSend.push(row);
    };
    const fresh: { index: number; item: CollectionItem }[] = [];
    for (const candidate of candidates) {
      if (known.has(candidate.item.reference)) answerFrom(candidate.index, candidate.item, known.get(candidate.item.reference));
      else fresh.push(candidate);
    }
    const orderIds = [...new Set(fresh.map((c) => c.item.debitOrderId))];
    const orders = new Map<string, OrderRow>();
    if (orderIds.length > 0) {
      const rows = await this.connection.execute<OrderRow[]>(
        `select id, client_id, payment_type, status, max_amount_cents, bank_request_attempt from "identity"."debit_order" where id in (select jsonb_array_elements_text(?::jsonb)::uuid)`,
        [JSON.stringify(orderIds)],
      );
      for (const row of rows) orders.set(row.id, row);
    }
    const toRecord: { index: number; item: CollectionItem; mandateReference: string }[] = [];
    for (const { index, item } of fresh) {
      const order = orders.get(item.debitOrderId);
      // Another client's debit order reads as a missing one.
      const refusal: CollectionRefusal | null =
        !order || order.client_id !== item.clientId
          ? 'NOT_FOUND'
          : !isCollectableDebitOrder(order.payment_type, order.status)
            ? 'NOT_APPROVED'
            : item.amountCents > order.max_amount_cents
              ? 'EXCEEDS_MANDATE'
              : null;
      if (refusal) answers.set(index, { reference: item.reference, accepted: false, refusal });
      else toRecord.push({ index, item, mandateReference: `${order!.id}.${order!.bank_request_attempt}` });
    }
    if (toRecord.length > 0) {
      const rows = toRecord.map(({ item, mandateReference }) => ({
        reference: item.reference,
        client_id: item.clientId,
        debit_order_id: item.debitOrderId,
        mandate_reference: mandateReference,
        amount_cents: item.amountCents,
        collection_date: item.date,
      }));
      await this.connection.execute(
        `insert into "identity"."debit_order_collection" (id, reference, client_id, debit_order_id, mandate_reference, amount_cents, collection_date, status, created_at)
         select gen_random_uuid(), v.reference, v.client_id, v.debit_order_id, v.mandate_reference, v.amount_cents, v.collection_date, 'PENDING', now()
         from jsonb_to_recordset(?::jsonb) as v(reference text, client_id uuid, debit_order_id uuid, mandate_reference text, amount_cents int, collection_date date)
         on conflict (reference) do nothing`,
        [JSON.stringify(rows)],
        'run',
      );
      // What is on record under each reference now: ours, or a parallel call's made meanwhile.
      const recorded = new Map<string, CollectionRow>();
      for (const row of await this.rowsFor(toRecord.map((r) => r.item.reference))) recorded.set(row.reference, row);
      for (const { index, item } of toRecord) answerFrom(index, item, recorded.get(item.reference));
    }
    // A web-signed mandate (NAEDO, DO) is lodged with the bank before its first collection; one
    // that could not be is not sent now (its collection stays PENDING, unsent: the caller's next
    // try sends it) (docs/decisions/naedo-debit-order-collections.md).
    const unlodged = await this.debitOrders.lodgeSigned([...new Set(toSend.map((row) => row.debit_order_id))]);
    if (unlodged.size > 0) toSend.splice(0, toSend.length, ...toSend.filter((row) => !unlodged.has(row.debit_order_id)));
    if (toSend.length > 0) {
      try {
        await this.debiCheck.collectBatch(toSend.map((row) => ({ mandateReference: row.mandate_reference, reference: row.reference, amountCents: row.amount_cents, date: row.collection_date })));
      } catch (error) {
        if (!isIntegrationError(error)) throw error;
        this.logger.warn({ msg: 'collections not sent: the bank is unavailable', count: toSend.length, code: error.code });
        throw new ServiceUnavailableException({ error: 'The bank could not be reached; send the collections again' });
      }
      await this.connection.execute(
        `update "identity"."debit_order_collection" set submitted_at = now() where submitted_at is null and reference in (select jsonb_array_elements_text(?::jsonb))`,
        [JSON.stringify(toSend.map((r) => r.reference))],
        'run',
      );
    }
    return items.map((_, index) => answers.get(index)!);
  }

  /** The collections' state (unknown references left out). */
  async results(references: string[]): Promise<CollectionOutcome[]> {
    const rows = await this.rowsFor(references.filter((r) => typeof r === 'string' && r.length <= REFERENCE_MAX && !r.includes('\u0000')));
    return rows.map((row) => ({ reference: row.reference, status: row.status as CollectionOutcome['status'], failure: row.failure, amountCents: row.amount_cents }));
  }

  private async rowsFor(references: string[]): Promise<CollectionRow[]> {
    if (references.length === 0) return [];
    return this.connection.execute<CollectionRow[]>(
      `select reference, client_id, debit_order_id, mandate_reference, amount_cents, to_char(collection_date, 'YYYY-MM-DD') as collection_date, status, failure
       from "identity"."debit_order_collection" where reference in (select jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(references)],
    );
  }

  /** The bank's result (by callback): buffered, then written with others in one UPDATE; resolves once written. */
  recordResult(result: CollectionResult): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ result, resolve, reject });
      if (this.waiting.length >= RESULT_BATCH) void this.flush();
      else if (!this.flushTimer) {
        this.flushTimer = setTimeout(() => void this.flush(), FLUSH_MS);
        this.flushTimer.unref();
      }
    });
  }

  private async flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, RESULT_BATCH);
      const rows = batch.map(({ result }) => ({ reference: result.reference, status: result.status, failure: result.failure ?? null, at: result.at.toISOString() }));
      try {
        // Only a PENDING collection is settled: a repeated or late result changes nothing.
        await this.connection.execute(
          `update "identity"."debit_order_collection" c set status = v.status, failure = v.failure, settled_at = v.at
           from jsonb_to_recordset(?::jsonb) as v(reference text, status text, failure text, at timestamptz)
           where c.reference = v.reference and c.status = 'PENDING'`,
          [JSON.stringify(rows)],
          'run',
        );
        for (const w of batch) w.resolve();
      } catch (error) {
        // The bank delivers again (its webhook retry).
        for (const w of batch) w.reject(error);
      }
    }
  }
}
