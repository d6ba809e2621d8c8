import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A premium collected on a policy (debit order, EasyPay, ...). Nothing writes these yet: the
 * collection integration will. A cancellation in the cooling-off period refunds their sum.
 */
@Entity({ tableName: 'premium_payment' })
export class PremiumPaymentEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  policyId!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  amount!: number;

  @Property({ type: 'datetime' })
  receivedAt!: Date;

  /** The collector's reference (mandate collection, EasyPay receipt). */
  @Property({ type: 'string', length: 100, nullable: true })
  reference?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
