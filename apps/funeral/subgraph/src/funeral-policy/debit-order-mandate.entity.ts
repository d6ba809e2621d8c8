import { Entity, Index, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { RecordEntity } from '@imali/shared/nest';
import type { FuneralPolicyEntity } from './funeral-policy.entity';

/**
 * Read-only: funeral's own mandates from before they moved to identity. Nothing writes them; the
 * live ones are copied to identity by copy-mandates (docs/decisions/funeral-mandates-in-identity.md)
 * and the table is dropped in a later migration.
 */
@Entity({ tableName: 'debit_order_mandate' })
export class DebitOrderMandateEntity extends RecordEntity {
  [OptionalProps]?: 'status';

  @Index()
  @ManyToOne('FuneralPolicyEntity', { ref: true })
  policy!: Ref<FuneralPolicyEntity>;

  @Property({ type: 'uuid' })
  bankAccountId!: string;

  /** DEBI_CHECK or NAEDO */
  @Property({ type: 'string', length: 20 })
  paymentType!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  maxAmount!: number;

  @Property({ type: 'integer' })
  payDay!: number;

  /**
   * SENT: the account holder's bank has been asked to approve it (sandbox). REPLACED: a later
   * mandate (new account, day or amount) took its place. CANCELLED: the policy was cancelled.
   */
  @Property({ type: 'string', length: 20, default: 'SENT' })
  status: string = 'SENT';

  /** Someone else's account: the mandate goes to that account holder. */
  @Property({ type: 'boolean' })
  sentToThirdParty!: boolean;
}
