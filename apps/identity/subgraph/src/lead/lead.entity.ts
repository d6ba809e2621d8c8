import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A "Let us contact you" request, built as spec §7 describes, for the call centre. */
@Entity({ tableName: 'lead' })
export class LeadEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The form's one-per-attempt key: a retried submit finds the first lead. */
  @Property({ type: 'string', length: 64, unique: true })
  idempotencyKey!: string;

  @Index()
  @Property({ type: 'uuid', nullable: true })
  clientId?: string | null;

  @Property({ type: 'string', length: 200 })
  firstName!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  surname?: string | null;

  @Index()
  @Property({ type: 'string', length: 10 })
  cellNumber!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 40 })
  talkAbout!: string;

  @Property({ type: 'text', nullable: true })
  message?: string | null;

  @Property({ type: 'string', length: 40, nullable: true })
  routing?: string | null;

  @Property({ type: 'string', length: 30 })
  contactMethod!: string;

  @Property({ type: 'text' })
  leadMessageSent!: string;

  @Property({ type: 'text' })
  leadMessageReturned!: string;

  @Property({ type: 'string', length: 20 })
  leadServiceId!: string;

  @Property({ type: 'string', length: 100 })
  leadSourceDescription!: string;

  @Property({ type: 'integer' })
  leadPriority!: number;

  @Property({ type: 'string', length: 100, nullable: true })
  campaignDescription?: string | null;

  /** Keyed hash of the caller's network address (for rate limits), never the address itself. */
  @Index()
  @Property({ type: 'string', length: 64, nullable: true })
  clientAddressHash?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
