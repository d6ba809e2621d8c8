import { Entity, OneToOne, Property, type Ref } from '@mikro-orm/core';
import { RecordEntity } from '@imali/shared/nest';
import type { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';

/** The premiums to pay back when a policy is cancelled in the cooling-off period (one per policy). */
@Entity({ tableName: 'premium_refund' })
export class PremiumRefundEntity extends RecordEntity {
  /** One to one: a policy is cancelled, and refunded, once. */
  @OneToOne('FuneralPolicyEntity', { ref: true, owner: true })
  policy!: Ref<FuneralPolicyEntity>;

  /** The sum of the premiums collected on the policy up to its cancellation. */
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  amount!: number;

  /** PENDING: to be paid back; NOT_DUE: nothing had been collected. */
  @Property({ type: 'string', length: 20 })
  status!: string;
}
