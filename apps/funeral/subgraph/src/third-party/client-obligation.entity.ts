import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A funeral policy the client holds with another insurer (a "client obligation"), entered by the
 * client so that it shows beside their Imali policies. Amounts in rand.
 */
@Entity({ tableName: 'client_obligation' })
export class ClientObligationEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'source';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client (identity's Client.id) this record belongs to. */
  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  /** The insurer ("provider"). */
  @Property({ type: 'text' })
  companyName!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  coverAmount!: number;

  /** The monthly contribution. */
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  premiumAmount!: number;

  @Property({ type: 'date', nullable: true })
  startDate?: string | null;

  /** DEBI_CHECK, DEBIT_ORDER, EASY_PAY or MONEY_MARKET */
  @Property({ type: 'string', length: 20, nullable: true })
  paymentMethod?: string | null;

  /** The member types the policy covers: POLICY_HOLDER, SPOUSE, CHILD, PARENT, EXTENDED. */
  @Property({ type: 'text[]' })
  livesCovered!: string[];

  /** How the record arrived; CLIENT_MANUAL_ENTRY for everything the client types in. */
  @Property({ type: 'string', length: 40, default: 'CLIENT_MANUAL_ENTRY' })
  source: string = 'CLIENT_MANUAL_ENTRY';

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
