import { Entity, OptionalProps, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ClientOwnedEntity } from '@imali/shared/nest';
import { FileModel } from '../files/file.model';
import { ClientDocumentSourceEnum, ClientDocumentTypeEnum, storedDocumentSource, storedDocumentType } from './client-document.enums';

/** A document in the client's vault: what it is, and the uploaded file that holds it. */
@ObjectType('ClientDocument')
@Entity({ tableName: 'client_document' })
@Unique({ properties: ['clientId', 'fileId'] })
export class ClientDocumentEntity extends ClientOwnedEntity {
  [OptionalProps]?: 'source' | 'file';

  /** SELFIE, RSA_ID, COVID19_VACCINATION_CERTIFICATE, PAYSLIP, OTHER, ... */
  @Field(() => ClientDocumentTypeEnum, { middleware: [storedDocumentType] })
  @Property({ type: 'string', length: 100 })
  type!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** Where it came from: FUNERAL_QUICK_QUOTE, DOCUMENT_VAULT_UPLOAD, ... */
  @Field(() => ClientDocumentSourceEnum, { middleware: [storedDocumentSource] })
  @Property({ type: 'string', length: 60, default: 'DOCUMENT_VAULT_UPLOAD' })
  source: string = 'DOCUMENT_VAULT_UPLOAD';

  @Field(() => ID)
  declare clientId: string;

  /** Someone else the document is about (e.g. a dependant), when not the client. */
  @Field(() => ID, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  forClientId?: string | null;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  fileId?: string | null;

  /** Not stored: the file's description, attached for a page of documents at once (ClientDocumentService). */
  @Field(() => FileModel, { nullable: true })
  file?: FileModel | null;

  @Field(() => Date)
  declare createdAt: Opt<Date>;
}
