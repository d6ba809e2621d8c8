import { Entity, OptionalProps, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** The latest breakdown of a client's monthly debt from the credit record. */
@Entity({ tableName: 'debt_breakdown' })
export class DebtBreakdownEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client (identity's Client.id) this record belongs to. */
  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  allDebt!: number;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  housingDebt!: number;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  vehicleDebt!: number;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  normalDebt!: number;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  creditCardDebt!: number;

  @Property({ type: 'integer', nullable: true })
  compuScore?: number | null;

  @Property({ type: 'date', nullable: true })
  finalPaymentDate?: string | null;

  @Property({ type: 'boolean' })
  hasDebtCounselling!: boolean;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
