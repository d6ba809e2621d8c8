import { Entity, OptionalProps, Property, Unique } from '@mikro-orm/core';
import { ClientOwnedEntity } from '@imali/shared/nest';

/** A document in the client's vault: what it is, and the uploaded file that holds it. */
@Entity({ tableName: 'client_document' })
@Unique({ properties: ['clientId', 'fileId'] })
export class ClientDocumentEntity extends ClientOwnedEntity {
  [OptionalProps]?: 'source';

  /** SELFIE, RSA_ID, COVID19_VACCINATION_CERTIFICATE, PAYSLIP, OTHER, ... */
  @Property({ type: 'string', length: 100 })
  type!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** Where it came from: FUNERAL_QUICK_QUOTE, DOCUMENT_VAULT_UPLOAD, ... */
  @Property({ type: 'string', length: 60, default: 'DOCUMENT_VAULT_UPLOAD' })
  source: string = 'DOCUMENT_VAULT_UPLOAD';

  /** Someone else the document is about (e.g. a dependant), when not the client. */
  @Property({ type: 'uuid', nullable: true })
  forClientId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  fileId?: string | null;
}
