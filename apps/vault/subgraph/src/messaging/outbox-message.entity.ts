import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** What the outbox keeps of an attachment: enough to show it and prove which bytes were sent. */
export interface OutboxAttachment {
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  /** The vault's stored file the bytes came from. */
  fileId: string | null;
}

/**
 * The vault's development outbox (vault.outbox_message): e-mails with documents attached and the
 * vaccination sandbox's OTP SMS, written by the messaging sandbox; destination encrypted.
 * devDocumentOutbox reads it (docs/decisions/vault-document-email.md).
 */
@Entity({ tableName: 'outbox_message' })
export class VaultOutboxMessageEntity {
  [OptionalProps]?: 'createdAt' | 'attachments' | 'subject';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid', nullable: true })
  clientId!: string | null;

  @Property({ type: 'string', length: 10 })
  channel!: string;

  @Property({ type: 'text' })
  destinationEncrypted!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  subject?: string | null;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'json', default: '[]' })
  attachments: OutboxAttachment[] = [];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
