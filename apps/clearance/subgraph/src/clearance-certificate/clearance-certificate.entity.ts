import { Entity, OptionalProps, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A debt-review clearance certificate application. */
@Entity({ tableName: 'clearance_certificate' })
export class ClearanceCertificateEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client (identity's Client.id) this record belongs to. */
  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  certificateNumber?: string | null;

  @Property({ type: 'string', length: 100 })
  state!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  amount!: number;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  amountPaid!: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
