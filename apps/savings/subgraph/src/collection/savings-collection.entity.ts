import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
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
export class SavingsCollectionEntity {
  [OptionalProps]?: 'createdAt' | 'status';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  savingsId!: string;

  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'uuid' })
  debitOrderId!: string;

  /** YYYY-MM */
  @Property({ type: 'string', length: 7 })
  month!: string;

  @Property({ type: 'date' })
  collectionDate!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'string', length: 10, default: 'PENDING' })
  status: SavingsCollectionStatus = 'PENDING';

  /** Why it failed, in the client's words (a refusal by identity or the bank's answer). */
  @Property({ type: 'string', length: 200, nullable: true })
  failureReason?: string | null;

  /** When identity accepted it for the bank (null: to be sent). */
  @Property({ type: 'datetime', nullable: true })
  submittedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  settledAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
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
