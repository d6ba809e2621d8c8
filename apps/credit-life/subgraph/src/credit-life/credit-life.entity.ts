import { Entity, OptionalProps, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A client's credit life cover (one record; its loans come later). */
@Entity({ tableName: 'credit_life' })
export class CreditLifeEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client (identity's Client.id) this record belongs to. */
  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'string', length: 100 })
  policyStatus!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  payment!: number;

  @Property({ type: 'date', nullable: true })
  nextPaymentDate?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
