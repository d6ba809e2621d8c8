import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { RecordEntity } from '@imali/shared/nest';
import type { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';

/**
 * A premium collected on a policy (debit order, EasyPay, ...). Nothing writes these yet: the
 * collection integration will. A cancellation in the cooling-off period refunds their sum.
 */
@Entity({ tableName: 'premium_payment' })
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
}
