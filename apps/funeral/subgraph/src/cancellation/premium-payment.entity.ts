import { Entity, Index, ManyToOne, Property, type Opt, type Ref } from '@mikro-orm/core';
import { RecordEntity } from '@imali/shared/nest';
import type { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';

/**
 * A premium collected on a policy (debit order, EasyPay, ...). The monthly premium collection
 * (premium-collection/) writes one per collection paid by debit order or from savings, with the
 * collection's id as reference (unique). A cancellation in the cooling-off period refunds their sum.
 */
@Entity({ tableName: 'premium_payment' })
@Index({ name: 'premium_payment_reference_unique', expression: `create unique index "premium_payment_reference_unique" on "funeral"."premium_payment" ("reference") where "reference" is not null` })
export class PremiumPaymentEntity extends RecordEntity {
  @Index()
  @ManyToOne('FuneralPolicyEntity', { ref: true })
  policy!: Ref<FuneralPolicyEntity>;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  amount!: number;

  @Property({ type: 'datetime' })
  receivedAt!: Date;

  /** The collector's reference (mandate collection, EasyPay receipt). */
  @Property({ type: 'string', length: 100, nullable: true })
  reference?: string | null;

  /** Who paid: DEBIT_ORDER, or SAVINGS (the client's Funeral savings goal, after a failed debit order). */
  @Property({ type: 'string', length: 20, default: 'DEBIT_ORDER' })
  source: Opt<string> = 'DEBIT_ORDER';
}
