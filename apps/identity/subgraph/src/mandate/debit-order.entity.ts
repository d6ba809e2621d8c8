import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { MandateStatus, PaymentType } from './debit-order-rules';

/** A product a debit order collects for, and its share of each collection (cents). */
export interface DebitOrderProduct {
  productId?: string | null;
  productType: string;
  amountCents: number;
  description: string;
}

/**
 * A client's debit order mandate, beside their bank accounts: the account, the most one
 * collection may take and the day, and how far the account holder's authorisation has come
 * (docs/decisions/debit-order-mandates-in-identity.md). Only its client sees it.
 */
@Entity({ tableName: 'debit_order' })
export class DebitOrderEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'bankRequestAttempt' | 'associatedProducts' | 'signLinkVersion';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  /** One of the client's identity.bank_account rows. */
  @Property({ type: 'uuid' })
  bankAccountId!: string;

  @Property({ type: 'string', length: 20 })
  paymentType!: PaymentType;

  /** The most one collection may take, in cents. */
  @Property({ type: 'integer' })
  maxAmountCents!: number;

  /** Day of the month, 1 to 31 (31: the last day). */
  @Property({ type: 'smallint' })
  payDay!: number;

  @Property({ type: 'json' })
  associatedProducts: DebitOrderProduct[] = [];

  @Property({ type: 'string', length: 20 })
  status!: MandateStatus;

  /** Each request to the bank is attempt n (its reference `<id>.<n>`); answers to older ones are ignored. */
  @Property({ type: 'integer', default: 0 })
  bankRequestAttempt: number = 0;

  /** The bank's mandate reference (debitOrderMandateId). */
  @Property({ type: 'string', length: 60, nullable: true })
  bankReference?: string | null;

  /** The bank's reason for a decline or an expiry, or why the request could not be sent. */
  @Property({ type: 'string', length: 200, nullable: true })
  bankReason?: string | null;

  @Property({ type: 'datetime', nullable: true })
  bankAnsweredAt?: Date | null;

  /** The web signature (PNG data URL), encrypted. */
  @Property({ type: 'text', nullable: true, lazy: true })
  signatureEncrypted?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  signatureSha256?: string | null;

  /** When the account holder signed, as their browser said. */
  @Property({ type: 'datetime', nullable: true })
  signedAt?: Date | null;

  /** When the signature reached us. */
  @Property({ type: 'datetime', nullable: true })
  signatureReceivedAt?: Date | null;

  /**
   * A third party's account holder's signing link: the version its capability token carries. Each
   * new link (sent again) adds one, so older links stop working
   * (docs/decisions/debit-order-third-party-signing.md, "Sending the link again").
   */
  @Property({ type: 'integer', default: 0 })
  signLinkVersion: number = 0;

  /** When the account holder was last sent a signing link (SMS, and e-mail when known). */
  @Property({ type: 'datetime', nullable: true })
  signLinkSentAt?: Date | null;

  /** What the link's message says the debit order pays for (the area's words, e.g. "funeral cover"), for sending it again. */
  @Property({ type: 'string', length: 60, nullable: true })
  signRequestProduct?: string | null;

  /** A caller's key for "create or reuse" (an area's sale): the same key is the same debit order. */
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  idempotencyKey?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
