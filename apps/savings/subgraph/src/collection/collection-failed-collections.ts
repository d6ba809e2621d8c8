import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SavingsCollectionModel } from '../savings.models';
import { FailedCollectionsSource } from '../savings/failed-collections';
import { collectionFailureText } from './collection-failures';

/** How many failed collections the client is shown at most (newest first). */
export const FAILED_COLLECTIONS_SHOWN = 12;

/**
 * Savings.failedCollections: the collections that failed since the savings' last PAID one (a later
 * successful collection supersedes them), newest first. Only reached through Client.savings,
 * which answers the caller's own savings only.
 */
@Injectable()
export class CollectionFailedCollections extends FailedCollectionsSource {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async failedCollections(savingsId: string): Promise<SavingsCollectionModel[]> {
    const rows = await this.em.getConnection().execute<{ id: string; amount_cents: number; collection_date: string; failure_reason: string | null }[]>(
      `select c."id", c."amount_cents", to_char(c."collection_date", 'YYYY-MM-DD') as collection_date, c."failure_reason"
       from "savings"."savings_collection" c
       where c."savings_id" = ? and c."status" = 'FAILED'
         and c."collection_date" > coalesce((select max(p."collection_date") from "savings"."savings_collection" p where p."savings_id" = c."savings_id" and p."status" = 'PAID'), '-infinity'::date)
       order by c."collection_date" desc, c."id" limit ?`,
      [savingsId, FAILED_COLLECTIONS_SHOWN],
    );
    return rows.map((row) => ({ id: row.id, amount: row.amount_cents / 100, collectionDate: row.collection_date, status: 'FAILED', failureReason: collectionFailureText(row.failure_reason) }));
  }
}
