import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A login: e-mail or ID number plus an argon2id password hash, linked to one client record. */
@Entity({ tableName: 'user_account' })
export class UserAccountEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', unique: true })
  clientId!: string;

  /** Lower-cased; unique when present. */
  @Property({ type: 'string', length: 254, nullable: true, unique: true })
  email?: string | null;

  @Property({ type: 'text' })
  passwordHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastSignInAt?: Date | null;
}
