import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { AreaCollectionRecord } from '@imali/shared/nest';
import type { SavingsCollectionStatus } from '@imali/savings/domain';

/**
 * One month's debit order collection of a savings' monthly contributions (the sum of its goals'
 * desiredSavings): made once per savings and month, sent through identity's debit order, then
 * PAID (a DEBIT_ORDER_CONTRIBUTION per goal in the ledger) or FAILED (shown to the client and
 * told by SMS once: docs/decisions/savings-collection-failed-sms.md). Its id is the reference
 * identity and the bank know it by.
 */
@Entity({ tableName: 'savings_collection' })
@Unique({ properties: ['savingsId', 'month'] })
@Index({ name: 'savings_collection_pending_index', expression: `create index "savings_collection_pending_index" on "savings"."savings_collection" ("submitted_at") where "status" = 'PENDING'` })
@Index({ properties: ['savingsId', 'status', 'collectionDate'] })
@Index({ name: 'savings_collection_unnotified_index', expression: `create index "savings_collection_unnotified_index" on "savings"."savings_collection" ("id") where "status" = 'FAILED' and "notified_at" is null` })
export class SavingsCollectionEntity extends AreaCollectionRecord<SavingsCollectionStatus> {
  @Property({ type: 'uuid' })
  savingsId!: string;

  /** FAILED: when the client was told by SMS (or identity had no cell number for them); null: still to tell. */
  @Property({ type: 'datetime', nullable: true })
  notifiedAt?: Date | null;
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
