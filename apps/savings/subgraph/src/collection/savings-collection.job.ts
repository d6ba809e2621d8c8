import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { DebitOrderCollectionJob, isOperationsRefusal, OPERATIONS_COLLECTION_REFUSALS, tellClient, type AnsweredCollection, type DebitOrderCollectionJobOptions, type DebitOrderCollectionTable, type DebitOrderRunOutcome, type IdentityInternalClient } from '@imali/shared/identity-contract';
import type { LedgerPosting, LedgerService } from '../ledger/ledger.service';
import { collectionFailureText } from './collection-failures';
import { monthOf, payDaysFallingOn } from '@imali/shared/domain';
import { collectionFailedMessage } from '@imali/savings/domain';

export type CollectionJobOptions = DebitOrderCollectionJobOptions;

export interface CollectionRunOutcome extends DebitOrderRunOutcome {
  /** Ledger credits posted (one per goal of each PAID collection). */
  credited: number;
  /** Clients told by SMS that a collection failed. */
  notified: number;
}

interface UnnotifiedRow {
  id: string;
  client_id: string;
  amount_cents: number;
  collection_date: string;
  failure_reason: string | null;
}

/**
 * Savings' collections: identity's refusal or the bank's answer recorded as its code (shown in
 * plain words by collectionFailureText); 3 calls to identity at once.
 */
const SAVINGS_COLLECTIONS: DebitOrderCollectionTable<{ paid: number; failed: number; credited: number }> = {
  table: '"savings"."savings_collection"',
  idempotencyTable: '"savings"."idempotency_key"',
  refusalReason: (refusal) => refusal ?? 'REFUSED',
  failureReason: (failure) => (failure ?? 'FAILED').slice(0, 200),
  noneSettled: { paid: 0, failed: 0, credited: 0 },
  parallel: 3,
};

/**
 * The savings collected on a pay day falling on a date, with what each pays: a debit order and
 * goals with monthly contributions above zero, and none for that date's month yet (the unique key
 * and on conflict still decide between two runs at once). For a pay day already past (late: true), only
 * savings collectable then: its debit order and pay day as they are now by that SAST day (the row
 * changes only with them: updated_at), and only the goals made by then.
 * Parameters: dueParams.
 */
const DUE_SQL = `
         select s."id" as savings_id, s."client_id", s."debit_order_id", sum(b."desired_savings_cents")::int as total
         from "savings"."savings" s
         join "savings"."bucket" b on b."savings_id" = s."id" and b."deleted_at" is null and b."desired_savings_cents" > 0
           and (not ?::boolean or (b."created_at" at time zone 'Africa/Johannesburg')::date <= ?::date)
         where s."deleted_at" is null and s."debit_order_id" is not null
           and s."pay_day" in (select jsonb_array_elements_text(?::jsonb)::int)
           and (not ?::boolean or (s."updated_at" at time zone 'Africa/Johannesburg')::date <= ?::date)
           and not exists (select 1 from "savings"."savings_collection" c where c."savings_id" = s."id" and c."month" = ?)
         group by s."id"`;

const dueParams = (payDate: string, late: boolean) => [late, payDate, JSON.stringify(payDaysFallingOn(payDate)), late, payDate, monthOf(payDate)];

/**
 * The monthly debit order collection (docs/decisions/savings-collections.md), set-based from end
 * to end: one INSERT ... SELECT makes the day's collections (once per savings and month, with each
 * goal's share), identity takes them 1000 at a time, the bank's results are read 1000 at a time,
 * and each batch of PAID collections is credited to the goals in one ledger statement, in the
 * transaction that settles them. Every step may be run again: nothing is made, sent for good or
 * credited twice. After settling, each client whose collection FAILED is told by SMS, once
 * (docs/decisions/savings-collection-failed-sms.md).
 */
export class SavingsCollectionJob extends DebitOrderCollectionJob<{ paid: number; failed: number; credited: number }, { notified: number }> {
  private readonly ledger: LedgerService;
  private readonly logger = new Logger('SavingsCollection');

  constructor(orm: Pick<MikroORM, 'em'>, identity: IdentityInternalClient, ledger: LedgerService, options: CollectionJobOptions = {}) {
    super(orm, identity, SAVINGS_COLLECTIONS, options);
    this.ledger = ledger;
  }

  /** After settling: the clients whose collections failed are told. */
  protected override async afterSettle(): Promise<{ notified: number; unavailable: number }> {
    return this.notify();
  }

  /** The day's collections: made, sent, settled as far as the bank answers within `waitMs`, and the clients of failed ones told. */
  override run(date: string, options: { waitMs?: number } = {}): Promise<CollectionRunOutcome> {
    return super.run(date, options);
  }

  /**
   * Tells each client whose collection FAILED (refused by identity or returned by the bank) by
   * SMS: the amount, why, and how to pay by EFT. Identity sends a key once, so a run again (or two
   * at once) sends one message; identity down leaves the rest for the next run. A refusal that is
   * our data's fault, not the client's (OPERATIONS_COLLECTION_REFUSALS: nothing was asked of the
   * bank), is not sent: it was logged for operations when settled, and /savings still shows it.
   */
  async notify(): Promise<{ notified: number; unavailable: number }> {
    const rows = await this.em.getConnection().execute<UnnotifiedRow[]>(
      `select "id", "client_id", "amount_cents", to_char("collection_date", 'YYYY-MM-DD') as collection_date, "failure_reason"
       from "savings"."savings_collection"
       where "status" = 'FAILED' and "notified_at" is null and ("failure_reason" is null or "failure_reason" not in (select jsonb_array_elements_text(?::jsonb)))
       order by "id"`,
      [JSON.stringify(OPERATIONS_COLLECTION_REFUSALS)],
    );
    const totals = { notified: 0, unavailable: 0 };
    for (const [index, row] of rows.entries()) {
      const body = collectionFailedMessage(row.amount_cents, row.collection_date, collectionFailureText(row.failure_reason));
      const told = await tellClient(this.identity, { clientId: row.client_id, key: `savings-collection:${row.id}`, channel: 'SMS', body }, (entry) => this.logger.error(entry));
      // Refused (logged): the others are still sent, this one again on the next run.
      if (told === 'REFUSED') continue;
      if (told === 'UNAVAILABLE') {
        // Identity is down: the rest wait for the next run rather than each waiting for a timeout.
        totals.unavailable += rows.length - index;
        break;
      }
      // false: identity has no cell number for the client (nothing more to try); the collection is still shown on /savings.
      await this.em.getConnection().execute(`update "savings"."savings_collection" set "notified_at" = now() where "id" = ? and "notified_at" is null`, [row.id], 'run');
      if (told === 'SENT') totals.notified += 1;
    }
    return totals;
  }

  /**
   * One collection per savings whose pay day falls on `payDate` (the run's `date` unless it is a pay
   * day no run collected; 31 → the month's last day), with a debit order and monthly contributions
   * above zero, unless it already has one for `payDate`'s month; dated `date`. A late one
   * (docs/decisions/debit-order-missed-pay-day-catch-up.md) only for savings already collectable
   * on `payDate`, and only its goals made by then (DUE_SQL).
   */
  async createFor(date: string, payDate: string = date): Promise<number> {
    const result = await this.em.getConnection().execute(
      `with due as (${DUE_SQL}), made as (
         insert into "savings"."savings_collection" ("id", "savings_id", "client_id", "debit_order_id", "month", "collection_date", "amount_cents", "status", "created_at")
         select gen_random_uuid(), due.savings_id, due.client_id, due.debit_order_id, ?, ?::date, due.total, 'PENDING', now() from due
         on conflict ("savings_id", "month") do nothing
         returning "id", "savings_id"
       )
       insert into "savings"."savings_collection_item" ("collection_id", "bucket_id", "amount_cents")
       select made."id", b."id", b."desired_savings_cents"
       from made join "savings"."bucket" b on b."savings_id" = made."savings_id" and b."deleted_at" is null and b."desired_savings_cents" > 0
         and (not ?::boolean or (b."created_at" at time zone 'Africa/Johannesburg')::date <= ?::date)
       returning "collection_id"`,
      [...dueParams(payDate, payDate !== date), monthOf(payDate), date, payDate !== date, payDate],
    );
    return new Set((result as { collection_id: string }[]).map((r) => r.collection_id)).size;
  }

  /** The savings collectable on `payDate` with no collection for its month. */
  protected async uncollected(payDate: string): Promise<string[]> {
    const rows = await this.em.getConnection().execute<{ savings_id: string }[]>(
      `select due.savings_id from (${DUE_SQL}) due order by due.savings_id`,
      dueParams(payDate, true),
    );
    return rows.map((r) => r.savings_id);
  }

  /**
   * One transaction: the collections still PENDING take the bank's answer, and the PAID ones'
   * goals are credited (DEBIT_ORDER_CONTRIBUTION, reference collection:<id>:<bucket>) in one
   * statement. A collection settled before is left alone, so nothing is credited twice.
   */
  protected async settleBatch(answers: AnsweredCollection[]): Promise<{ paid: number; failed: number; credited: number }> {
    return this.em.transactional(async (em) => {
      const settled = await em.execute<{ id: string; status: string; savings_id: string; failure_reason: string | null }[]>(
        `update "savings"."savings_collection" c set "status" = v.status, "failure_reason" = v.reason, "settled_at" = now()
         from jsonb_to_recordset(?::jsonb) as v(id uuid, status text, reason text)
         where c."id" = v.id and c."status" = 'PENDING'
         returning c."id", c."status", c."savings_id", c."failure_reason"`,
        [JSON.stringify(answers)],
      );
      // Our data's fault, not the client's (the debit order is not one identity knows, or our request was wrong): ids only.
      for (const row of settled) {
        if (row.status === 'FAILED' && isOperationsRefusal(row.failure_reason)) {
          this.logger.warn({ msg: 'savings collection not made: the debit order needs operations', collectionId: row.id, savingsId: row.savings_id, reason: row.failure_reason });
        }
      }
      const paidIds = settled.filter((s) => s.status === 'PAID').map((s) => s.id);
      let credited = 0;
      if (paidIds.length > 0) {
        const items = await em.execute<{ collection_id: string; bucket_id: string; amount_cents: number }[]>(
          `select "collection_id", "bucket_id", "amount_cents" from "savings"."savings_collection_item" where "collection_id" in (select jsonb_array_elements_text(?::jsonb)::uuid)`,
          [JSON.stringify(paidIds)],
        );
        const postings: LedgerPosting[] = items.map((item) => ({
          bucketId: item.bucket_id,
          kind: 'DEBIT_ORDER_CONTRIBUTION',
          amountCents: item.amount_cents,
          reference: `collection:${item.collection_id}:${item.bucket_id}`,
          collectionId: item.collection_id,
        }));
        credited = await this.ledger.postCredits(em, postings);
      }
      return { paid: paidIds.length, failed: settled.length - paidIds.length, credited };
    });
  }
}
