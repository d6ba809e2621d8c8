import type { MikroORM } from '@mikro-orm/core';
import { DebitOrderCollectionJob, type AnsweredCollection, type DebitOrderCollectionJobOptions, type DebitOrderCollectionTable, type DebitOrderRunOutcome, type IdentityInternalClient } from '@imali/shared/identity-contract';
import type { LedgerPosting, LedgerService } from '../ledger/ledger.service';
import { collectionFailureReason } from './collection-failures';
import { monthOf, payDaysFallingOn } from '@imali/shared/domain';

export type CollectionJobOptions = DebitOrderCollectionJobOptions;

export interface CollectionRunOutcome extends DebitOrderRunOutcome {
  /** Ledger credits posted (one per goal of each PAID collection). */
  credited: number;
}

/** Savings' collections: refusals and failures recorded in plain words; 3 calls to identity at once. */
const SAVINGS_COLLECTIONS: DebitOrderCollectionTable<{ paid: number; failed: number; credited: number }> = {
  table: '"savings"."savings_collection"',
  refusalReason: collectionFailureReason,
  failureReason: collectionFailureReason,
  noneSettled: { paid: 0, failed: 0, credited: 0 },
  parallel: 3,
};

/**
 * The monthly debit order collection (docs/decisions/savings-collections.md), set-based from end
 * to end: one INSERT ... SELECT makes the day's collections (once per savings and month, with each
 * goal's share), identity takes them 1000 at a time, the bank's results are read 1000 at a time,
 * and each batch of PAID collections is credited to the goals in one ledger statement, in the
 * transaction that settles them. Every step may be run again: nothing is made, sent for good or
 * credited twice.
 */
export class SavingsCollectionJob extends DebitOrderCollectionJob<{ paid: number; failed: number; credited: number }> {
  private readonly ledger: LedgerService;

  constructor(orm: Pick<MikroORM, 'em'>, identity: IdentityInternalClient, ledger: LedgerService, options: CollectionJobOptions = {}) {
    super(orm, identity, SAVINGS_COLLECTIONS, options);
    this.ledger = ledger;
  }

  /** The day's collections: made, sent, and settled as far as the bank answers within `waitMs`. */
  override run(date: string, options: { waitMs?: number } = {}): Promise<CollectionRunOutcome> {
    return super.run(date, options);
  }

  /**
   * One collection per savings whose pay day falls on `date` (31 → the month's last day), with a
   * debit order and monthly contributions above zero, unless it already has one this month.
   */
  async createFor(date: string): Promise<number> {
    const result = await this.em.getConnection().execute(
      `with due as (
         select s."id" as savings_id, s."client_id", s."debit_order_id", sum(b."desired_savings_cents")::int as total
         from "savings"."savings" s
         join "savings"."bucket" b on b."savings_id" = s."id" and b."deleted_at" is null and b."desired_savings_cents" > 0
         where s."deleted_at" is null and s."debit_order_id" is not null
           and s."pay_day" in (select jsonb_array_elements_text(?::jsonb)::int)
         group by s."id"
       ), made as (
         insert into "savings"."savings_collection" ("id", "savings_id", "client_id", "debit_order_id", "month", "collection_date", "amount_cents", "status", "created_at")
         select gen_random_uuid(), due.savings_id, due.client_id, due.debit_order_id, ?, ?::date, due.total, 'PENDING', now() from due
         on conflict ("savings_id", "month") do nothing
         returning "id", "savings_id"
       )
       insert into "savings"."savings_collection_item" ("collection_id", "bucket_id", "amount_cents")
       select made."id", b."id", b."desired_savings_cents"
       from made join "savings"."bucket" b on b."savings_id" = made."savings_id" and b."deleted_at" is null and b."desired_savings_cents" > 0
       returning "collection_id"`,
      [JSON.stringify(payDaysFallingOn(date)), monthOf(date), date],
    );
    return new Set((result as { collection_id: string }[]).map((r) => r.collection_id)).size;
  }

  /**
   * One transaction: the collections still PENDING take the bank's answer, and the PAID ones'
   * goals are credited (DEBIT_ORDER_CONTRIBUTION, reference collection:<id>:<bucket>) in one
   * statement. A collection settled before is left alone, so nothing is credited twice.
   */
  protected async settleBatch(answers: AnsweredCollection[]): Promise<{ paid: number; failed: number; credited: number }> {
    return this.em.transactional(async (em) => {
      const settled = await em.execute<{ id: string; status: string }[]>(
        `update "savings"."savings_collection" c set "status" = v.status, "failure_reason" = v.reason, "settled_at" = now()
         from jsonb_to_recordset(?::jsonb) as v(id uuid, status text, reason text)
         where c."id" = v.id and c."status" = 'PENDING'
         returning c."id", c."status"`,
        [JSON.stringify(answers)],
      );
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
