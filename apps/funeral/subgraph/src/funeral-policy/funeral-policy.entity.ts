import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A funeral policy of a client. Premiums and cover in rand; the pricing version is kept for life. */
@Entity({ tableName: 'funeral_policy' })
export class FuneralPolicyEntity {
  [OptionalProps]?: 'createdAt' | 'productType' | 'state' | 'policyType';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client (identity's Client.id) this record belongs to. */
  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'string', length: 100, unique: true })
  policyNumber!: string;

  @Property({ type: 'string', length: 100, default: 'FUNERAL' })
  productType: string = 'FUNERAL';

  /** INFO_MISSING, DORMANT (awaiting 1st payment), ACTIVE, ON_RISK_GRACE, LAPSED, CANCELLED */
  @Property({ type: 'string', length: 100, default: 'DORMANT' })
  state: string = 'DORMANT';

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  coverAmount!: number;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  currentPremiumTotal!: number;

  @Property({ type: 'string', length: 30, default: 'SINGLE' })
  policyType: string = 'SINGLE';

  @Property({ type: 'integer', nullable: true })
  paymentDueDay?: number | null;

  @Property({ type: 'uuid', nullable: true })
  paymentBankAccountId?: string | null;

  /** DEBI_CHECK or NAEDO */
  @Property({ type: 'string', length: 20, nullable: true })
  paymentMethod?: string | null;

  /** FREEDOM is a special value (6 children). */
  @Property({ type: 'string', length: 40, nullable: true })
  accountingIdentifier?: string | null;

  @Property({ type: 'string', length: 30, nullable: true })
  easyPayNumber?: string | null;

  @Property({ type: 'string', length: 40, nullable: true })
  pricingVersion?: string | null;

  @Property({ type: 'datetime', nullable: true })
  firstActivated?: Date | null;

  @Property({ type: 'date', nullable: true })
  expectFirstPaymentAt?: string | null;

  @Property({ type: 'uuid', nullable: true })
  debitOrderId?: string | null;

  /** The sale's key: a retried or double-clicked submit finds this policy instead of making another. */
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  idempotencyKey?: string | null;

  @Property({ type: 'uuid', nullable: true })
  salesPersonId?: string | null;

  /** Set when the client cancelled the policy (within the cooling-off period). */
  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  cancelReason?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
