import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** Every SMS and e-mail Imali sends goes here first (the sandbox sender stops here). */
@Entity({ tableName: 'outbox_message' })
export class OutboxMessageEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid', nullable: true })
  clientId?: string | null;

  /** SMS or EMAIL */
  @Property({ type: 'string', length: 10 })
  channel!: string;

  /** Encrypted cell number or e-mail address. */
  @Property({ type: 'text' })
  destinationEncrypted!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
