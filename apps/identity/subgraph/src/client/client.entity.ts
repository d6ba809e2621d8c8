import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * The client record (a person Imali serves). ID numbers are stored encrypted, with a keyed hash for
 * look-ups, unique among registered clients only: guest records (what a visitor typed at a sale)
 * may share an ID number with each other and with a registered client (docs/decisions/guest-sale-records.md).
 */
@Entity({ tableName: 'client' })
@Unique({ name: 'client_id_number_hash_registered_unique', expression: 'create unique index "client_id_number_hash_registered_unique" on "identity"."client" ("id_number_hash") where not "guest"' })
export class ClientEntity {
  [OptionalProps]?: 'acceptedTerms' | 'marketingConsent' | 'isRegistration' | 'otpVerification' | 'cellNumbers' | 'guest' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 20, nullable: true })
  title?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  firstNames?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  surname?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  nickName?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  idType?: string | null;

  /** AES-256-GCM ciphertext of the ID or passport number. */
  @Property({ type: 'text', nullable: true })
  idNumberEncrypted?: string | null;

  /** HMAC-SHA256 of the normalised ID number, for "is this ID already registered?" look-ups. */
  @Property({ type: 'string', length: 64, nullable: true, index: true })
  idNumberHash?: string | null;

  /**
   * When the client passed the credit bureau's identity questions for their current ID number (the
   * debt subgraph records it); cleared whenever the ID number changes.
   */
  @Property({ type: 'datetime', nullable: true })
  idNumberVerifiedAt?: Date | null;

  /** Made by a visitor's sale and not (yet) claimed by an account: nothing is ever looked up by its ID number. */
  @Property({ type: 'boolean', default: false })
  guest: boolean = false;

  /** The guest sale's derived idempotency key: a retried or doubled submit finds the same record. */
  @Property({ type: 'uuid', nullable: true, unique: true })
  guestKey?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  gender?: string | null;

  @Property({ type: 'date', nullable: true })
  birthDate?: string | null;

  @Property({ type: 'date', nullable: true })
  passportExpiresDate?: string | null;

  @Property({ type: 'boolean', default: false })
  acceptedTerms: boolean = false;

  @Property({ type: 'boolean', default: false })
  marketingConsent: boolean = false;

  @Property({ type: 'boolean', default: true })
  isRegistration: boolean = true;

  @Property({ type: 'boolean', default: false })
  otpVerification: boolean = false;

  @Property({ type: 'uuid', nullable: true })
  photoId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  selfieId?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'text[]', default: '{}' })
  cellNumbers: string[] = [];

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true, runtimeType: 'number' })
  income?: number | null;

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true, runtimeType: 'number' })
  estimatedIncome?: number | null;

  @Property({ type: 'string', length: 10, nullable: true })
  taxNumber?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
