import { Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * The columns of an area's own debit order collection (savings' monthly collection, funeral's
 * premium): one per subject and month, sent through identity's collectDebitOrders (the reference
 * is the row's id) and settled with the bank's answer. Each area's entity adds its subject, its
 * unique (subject, month) and its own steps; the job writes these rows in set-based SQL.
 */
export abstract class AreaCollectionRecord<Status extends string = string> {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  /** Identity's debit order it is collected on. */
  @Property({ type: 'uuid' })
  debitOrderId!: string;

  /** YYYY-MM: one collection per subject and month. */
  @Property({ type: 'string', length: 7 })
  month!: string;

  @Property({ type: 'date' })
  collectionDate!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  /** PENDING, PAID or FAILED: the debit order's answer. */
  @Property({ type: 'string', length: 10, default: 'PENDING' })
  status: Opt<Status> = 'PENDING' as Status;

  /** Why it failed, in the client's words (a refusal by identity or the bank's answer). */
  @Property({ type: 'string', length: 200, nullable: true })
  failureReason?: string | null;

  /** When identity accepted it for the bank (null: to be sent). */
  @Property({ type: 'datetime', nullable: true })
  submittedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  settledAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}
