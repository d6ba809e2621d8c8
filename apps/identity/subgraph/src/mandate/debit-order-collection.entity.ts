import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * One collection another area asked for on a client's debit order (collectDebitOrders), by the
 * caller's unique reference, and the bank's result once it arrives (onCollectionResult).
 */
@Entity({ tableName: 'debit_order_collection' })
@Index({ properties: ['status', 'submittedAt'] })
export class DebitOrderCollectionEntity {
  [OptionalProps]?: 'createdAt' | 'status';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The caller's reference (its collection id): the same reference is one collection. */
  @Property({ type: 'string', length: 100, unique: true })
  reference!: string;

  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  @Index()
  @Property({ type: 'uuid' })
  debitOrderId!: string;

  /** The approved mandate request it was collected on (`<debitOrderId>.<attempt>`). */
  @Property({ type: 'string', length: 80 })
  mandateReference!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'date' })
  collectionDate!: string;

  /** PENDING until the bank answers PAID or FAILED. */
  @Property({ type: 'string', length: 10, default: 'PENDING' })
  status: string = 'PENDING';

  /** The bank's failure (MANDATE_NOT_ACTIVE, EXCEEDS_MANDATE, INSUFFICIENT_FUNDS). */
  @Property({ type: 'string', length: 40, nullable: true })
  failure?: string | null;

  /** When the bank accepted the submission (null: to be sent again). */
  @Property({ type: 'datetime', nullable: true })
  submittedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  settledAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
