import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A message another area asked identity to send (sendClientMessage), by the caller's key: the
 * same key sends once. Recorded in the transaction that sends it; holds no contact detail.
 */
@Entity({ tableName: 'client_message' })
export class ClientMessageEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 200, unique: true })
  key!: string;

  @Property({ type: 'uuid', index: true })
  clientId!: string;

  /** SMS or EMAIL */
  @Property({ type: 'string', length: 10 })
  channel!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
