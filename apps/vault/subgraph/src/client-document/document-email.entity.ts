import { Entity, Index, Property } from '@mikro-orm/core';
import { ClientOwnedEntity } from '@imali/shared/nest';

/** One e-mail of a vault document (emailClientDocument): to whom (encrypted, plus a keyed hash to count), when, and whether the provider took it. */
@Entity({ tableName: 'document_email' })
export class DocumentEmailEntity extends ClientOwnedEntity {
  @Index()
  @Property({ type: 'uuid' })
  documentId!: string;

  @Property({ type: 'text' })
  destinationEncrypted!: string;

  @Property({ type: 'string', length: 64 })
  destinationHash!: string;

  /** SENT, or FAILED when the mail provider refused it. */
  @Property({ type: 'string', length: 10 })
  status!: 'SENT' | 'FAILED';
}
