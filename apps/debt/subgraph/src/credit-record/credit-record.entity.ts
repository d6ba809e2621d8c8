import { Entity, Property, Unique } from '@mikro-orm/core';
import { RecordEntity } from '@imali/shared/nest';
import type { CreditRecord } from '@imali/integrations/credit-bureau';

/**
 * The latest credit record the bureau gave for one ID number. Found by a keyed hash of the
 * normalised ID number (`creditRecordSubject`, the access code's subject); the number itself is
 * kept only encrypted, for the daily refresh. `clientId` is set once a signed-in client passed
 * the identity questions for their own ID number: only then is it their debt breakdown. Nothing a
 * person gives with the questions (their income) is kept here: that is per set of questions
 * (credit_challenge), so an asker never writes to the ID number's record.
 */
@Entity({ tableName: 'credit_record' })
// A client has at most one current record (docs/decisions/debt-one-record-per-client.md).
@Unique({ name: 'credit_record_client_id_unique', expression: 'create unique index "credit_record_client_id_unique" on "debt"."credit_record" ("client_id") where "client_id" is not null' })
export class CreditRecordEntity extends RecordEntity {
  @Unique()
  @Property({ type: 'string', length: 64 })
  subjectHash!: string;

  /** PiiCipher-sealed ID number: read only by the daily refresh. */
  @Property({ type: 'text' })
  idNumberEncrypted!: string;

  /** The bureau's record as it came (amounts in cents); null until a fetch has succeeded. */
  @Property({ type: 'jsonb', nullable: true })
  record?: CreditRecord | null;

  /** YYYY-MM-DD the bureau drew the record. */
  @Property({ type: 'date', nullable: true })
  recordDate?: string | null;

  @Property({ type: 'datetime', nullable: true })
  fetchedAt?: Date | null;

  /** The last time a fetch failed (the bureau down); cleared by a good fetch. */
  @Property({ type: 'datetime', nullable: true })
  fetchFailedAt?: Date | null;

  /** The signed-in client who verified this ID number as theirs; null for a visitor's. At most one per client. */
  @Property({ type: 'uuid', nullable: true })
  clientId?: string | null;

  /**
   * The client passed for this (their own) ID number while identity could not record it: set
   * until identity has (docs/decisions/debt-pass-while-identity-down.md).
   */
  @Property({ type: 'datetime', nullable: true })
  idVerificationPendingAt?: Date | null;
}
