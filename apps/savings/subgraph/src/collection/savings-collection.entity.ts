import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { AreaCollectionRecord } from '@imali/shared/nest';
import type { SavingsCollectionStatus } from '@imali/savings/domain';

/**
 * One month's debit order collection of a savings' monthly contributions (the sum of its goals'
 * desiredSavings): made once per savings and month, sent through identity's debit order, then
 * PAID (a DEBIT_ORDER_CONTRIBUTION per goal in the ledger) or FAILED (shown to the client).
 * Its id is the reference identity and the bank know it by.
 */
@Entity({ tableName: 'savings_collection' })
@Unique({ properties: ['savingsId', 'month'] })
@Index({ name: 'savings_collection_pending_index', expression: `create index "savings_collection_pending_index" on "savings"."savings_collection" ("submitted_at") where "status" = 'PENDING'` })
@Index({ properties: ['savingsId', 'status', 'collectionDate'] })
export class SavingsCollectionEntity extends AreaCollectionRecord<SavingsCollectionStatus> {
  @Property({ type: 'uuid' })
  savingsId!: string;
}

/** A goal's share of a collection (its desiredSavings when the collection was made), credited when it is PAID. */
@Entity({ tableName: 'savings_collection_item' })
export class SavingsCollectionItemEntity {
  @PrimaryKey({ type: 'uuid' })
  collectionId!: string;

  @PrimaryKey({ type: 'uuid' })
  bucketId!: string;

  @Property({ type: 'integer' })
  amountCents!: number;
}
