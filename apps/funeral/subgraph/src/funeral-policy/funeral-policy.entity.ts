import { Entity, OptionalProps, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A funeral policy of a client. */
@Entity({ tableName: 'funeral_policy' })
export class FuneralPolicyEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client (identity's Client.id) this record belongs to. */
  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'string', length: 100 })
  policyNumber!: string;

  @Property({ type: 'string', length: 100 })
  productType!: string;

  @Property({ type: 'string', length: 100 })
  state!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  coverAmount!: number;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  currentPremiumTotal!: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
