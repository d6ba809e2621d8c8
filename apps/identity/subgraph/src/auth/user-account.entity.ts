import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
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

  /**
   * A guest sale's record this account asked to claim ("Register to view policy"). Until an OTP
   * sent to that record's contact details is confirmed, the account stays on its own record and
   * sees nothing of the guest's (docs/decisions/guest-sale-records.md).
   */
  @Index()
  @Property({ type: 'uuid', nullable: true })
  pendingClaimClientId?: string | null;
}
