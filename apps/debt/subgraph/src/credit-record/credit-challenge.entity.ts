import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { CreditRecord } from '@imali/integrations/credit-bureau';

/**
 * One set of identity questions getChallenge handed out: the bureau's reference for that set,
 * kept per challenge (never per ID number) so answers are always checked against the set that
 * person was shown (docs/decisions/credit-bureau-challenge-per-set.md). Bound to the caller who
 * asked (a signed-in client, or null for a visitor), answered at most once, short-lived. The income
 * given with the set is kept here too, and used only once the set is passed; so is the record a
 * visitor's pass fetched (their snapshot). Rows are working state, not records: expired ones are
 * deleted a day after they expire.
 */
@Entity({ tableName: 'credit_challenge' })
export class CreditChallengeEntity {
  /** The challengeId getChallenge returns: random, so knowing it is what lets a visitor answer. */
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();

  /** The keyed hash of the normalised ID number (as on credit_record). */
  @Property({ type: 'string', length: 64 })
  subjectHash!: string;

  /** The signed-in client who asked; null for a visitor. Only the same caller may answer. */
  @Property({ type: 'uuid', nullable: true })
  clientId?: string | null;

  /** The bureau's reference for this set of questions. */
  @Property({ type: 'string', length: 200 })
  bureauReference!: string;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** Set when an answer to it was taken (claimed atomically): a second answer is refused. */
  @Property({ type: 'datetime', nullable: true })
  answeredAt?: Date | null;

  /**
   * Monthly income in cents given with this set (getChallenge's income), or null. Kept here, never
   * on the ID number's record: it counts only for the access code issued when this set is passed.
   */
  @Property({ type: 'bigint', nullable: true, runtimeType: 'number' })
  incomeCents?: number | null;

  /** Set when this set's answers passed: only then does its income count (for the access code it gave). */
  @Property({ type: 'datetime', nullable: true })
  passedAt?: Date | null;

  /**
   * The bureau's record fetched for this set's pass when the one who passed is not the ID number's
   * linked client (a visitor, or a client asking about another number): what their access code
   * reads, so a visitor never writes to or reads a client's credit_record row
   * (docs/decisions/debt-visitor-record-snapshot.md). Deleted with the set.
   */
  @Property({ type: 'jsonb', nullable: true })
  record?: CreditRecord | null;

  /** When `record` was fetched: one drawn before the last 14:00 SAST is fetched again when read. */
  @Property({ type: 'datetime', nullable: true })
  recordFetchedAt?: Date | null;
}
