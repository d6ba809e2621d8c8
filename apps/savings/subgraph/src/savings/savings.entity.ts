import { Entity, OptionalProps, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A client's savings (one per client), holding the goals (buckets). */
@Entity({ tableName: 'savings' })
export class SavingsEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client (identity's Client.id) this record belongs to. */
  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'uuid', nullable: true })
  paymentBankAccountId?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
