import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** The debit order mandate collecting a policy's premium (DebiCheck or NAEDO). */
@Entity({ tableName: 'debit_order_mandate' })
export class DebitOrderMandateEntity {
  [OptionalProps]?: 'createdAt' | 'status';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  policyId!: string;

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

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
