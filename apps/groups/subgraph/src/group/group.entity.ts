import { Entity, OptionalProps, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A funeral group (burial society) a client belongs to. */
@Entity({ tableName: 'funeral_group' })
export class GroupEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client (identity's Client.id) this record belongs to. */
  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  postalCode?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  email?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
