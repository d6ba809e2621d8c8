import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A bank account a client pays from (theirs or a third party's). Account and ID numbers are encrypted. */
@Entity({ tableName: 'bank_account' })
@Index({ properties: ['clientId', 'accountNoHash'] })
export class BankAccountEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'ownAccount' | 'verifyAccountInfo';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'string', length: 60 })
  bankName!: string;

  @Property({ type: 'string', length: 6 })
  branchCode!: string;

  @Property({ type: 'text' })
  accountNoEncrypted!: string;

  /** Keyed hash of branch code and account number: the same account is reused, not added twice. */
  @Property({ type: 'string', length: 64 })
  accountNoHash!: string;

  @Property({ type: 'boolean', default: true })
  ownAccount: boolean = true;

  @Property({ type: 'string', length: 200, nullable: true })
  accountHolderName?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  accountHolderContactNumber?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  accountHolderEmail?: string | null;

  @Property({ type: 'text', nullable: true })
  accountHolderIdNumberEncrypted?: string | null;

  @Property({ type: 'boolean', default: false })
  verifyAccountInfo: boolean = false;

  /** A caller's key for "create or reuse": the same key always answers the same account. */
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  idempotencyKey?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
