import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A policy that lapsed (docs/decisions/funeral-grace-and-lapse.md): its missed premium (or the
 * next one) was still unpaid when the grace period ended. One per missed premium that began the
 * grace period (`collectionId`, unique), so two runs at once lapse once; the client's SMS is sent
 * once (`notifiedAt`), to the policy's client, and the policy's debit order is cancelled at
 * identity after the lapse commits (`debitOrderCancelledAt`; docs/decisions/funeral-lapse-ends-cover.md).
 * Written by the premium collection job in SQL; the entity keeps the schema.
 */
@Entity({ tableName: 'policy_lapse' })
export class PolicyLapseEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  policyId!: string;

  /** The missed premium collection that began the grace period. */
  @Property({ type: 'uuid', unique: true })
  collectionId!: string;

  /** The last day of cover in the grace period (SAST). */
  @Property({ type: 'date' })
  graceEndedOn!: string;

  /** The run's date (SAST) on which the policy lapsed. */
  @Property({ type: 'date' })
  lapsedOn!: string;

  /** When the client was told; null: still to tell. */
  @Property({ type: 'datetime', nullable: true })
  notifiedAt?: Date | null;

  /** When identity had cancelled the policy's debit order (or had none to cancel); null: still to do (identity down: the next run). */
  @Property({ type: 'datetime', nullable: true })
  debitOrderCancelledAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
