import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export type OtpPurpose = 'VERIFY' | 'SIGN_IN';

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

  /** VERIFY (the sign-up step) or SIGN_IN (the way back in for a user locked out of password sign-in). */
  @Property({ type: 'string', length: 10, default: 'VERIFY' })
  purpose: OtpPurpose = 'VERIFY';

  /** Masked, for showing where the code went. */
  @Property({ type: 'string', length: 254 })
  destinationMasked!: string;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'integer', default: 0 })
  wrongAttempts: number = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
