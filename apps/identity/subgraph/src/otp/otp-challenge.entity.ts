import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * VERIFY: the sign-up step; SIGN_IN: the way back in when locked out; NEW_CELL / NEW_EMAIL: proving a
 * changed contact detail; LINK: proving a guest sale's contact details to link it to one's account.
 */
export type OtpPurpose = 'VERIFY' | 'SIGN_IN' | 'NEW_CELL' | 'NEW_EMAIL' | 'LINK';

/** One OTP sent to a client. Only a keyed hash of the code is kept; a code is used at most once. */
@Entity({ tableName: 'otp_challenge' })
export class OtpChallengeEntity {
  [OptionalProps]?: 'createdAt' | 'wrongAttempts' | 'purpose';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  /** SMS or EMAIL */
  @Property({ type: 'string', length: 10 })
  channel!: string;

  @Property({ type: 'string', length: 10, default: 'VERIFY' })
  purpose: OtpPurpose = 'VERIFY';

  /** Masked, for showing where the code went. */
  @Property({ type: 'string', length: 254 })
  destinationMasked!: string;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  /** NEW_CELL / NEW_EMAIL: the new value; LINK: the guest record's id (encrypted), applied only when this code is confirmed. */
  @Property({ type: 'text', nullable: true })
  pendingValueEncrypted?: string | null;

  @Property({ type: 'integer', default: 0 })
  wrongAttempts: number = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
