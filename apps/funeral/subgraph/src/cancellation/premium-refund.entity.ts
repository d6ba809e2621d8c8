import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** The premiums to pay back when a policy is cancelled in the cooling-off period (one per policy). */
@Entity({ tableName: 'premium_refund' })
export class PremiumRefundEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Unique: a policy is cancelled, and refunded, once. */
  @Property({ type: 'uuid', unique: true })
  policyId!: string;

  /** The sum of the premiums collected on the policy up to its cancellation. */
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  amount!: number;

  /** PENDING: to be paid back; NOT_DUE: nothing had been collected. */
  @Property({ type: 'string', length: 20 })
  status!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
