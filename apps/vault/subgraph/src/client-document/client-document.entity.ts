import { Entity, Index, OptionalProps, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ClientOwnedEntity } from '@imali/shared/nest';
import { FileModel } from '../files/file.model';
import { ClientDocumentSourceEnum, ClientDocumentTypeEnum } from './client-document.enums';

/** A document in the client's vault: what it is, and the uploaded file that holds it. */
@ObjectType('ClientDocument')
@Entity({ tableName: 'client_document' })
// One document per stored file, type and subject (null, the client, counts as one subject): docs/decisions/vault-document-for-someone-else.md.
@Unique({
  name: 'client_document_file_type_subject_unique',
  expression: `create unique index "client_document_file_type_subject_unique" on "vault"."client_document" ("client_id", "file_id", "type", coalesce("for_client_id", '00000000-0000-0000-0000-000000000000')) where "deleted_at" is null`,
})
@Unique({ properties: ['clientId', 'subjectId', 'type', 'documentVersion'] })
export class ClientDocumentEntity extends ClientOwnedEntity {
  [OptionalProps]?: 'source' | 'file' | 'subjectId' | 'template' | 'documentVersion' | 'dataHash' | 'fromSimplicity';

  /** SELFIE, RSA_ID, COVID19_VACCINATION_CERTIFICATE, PAYSLIP, OTHER, ... */
  @Field(() => ClientDocumentTypeEnum)
  @Property({ type: 'string', length: 100 })
  type!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** Where it came from: FUNERAL_QUICK_QUOTE, DOCUMENT_VAULT_UPLOAD, ... */
  @Field(() => ClientDocumentSourceEnum)
  @Property({ type: 'string', length: 60, default: 'DOCUMENT_VAULT_UPLOAD' })
  source: string = 'DOCUMENT_VAULT_UPLOAD';

  @Field(() => ID)
  declare clientId: string;

  /**
   * Received from Simplicity, the insurer's administration system: an official copy, shown as from
   * the insurer. Never set by a client or visitor (docs/decisions/vault-document-from-simplicity.md).
   */
  @Field(() => Boolean, { description: "Received from Simplicity (the insurer's administration system), not uploaded by the client" })
  @Property({ type: 'boolean', default: false })
  fromSimplicity: boolean = false;

  /** Someone else the document is about (e.g. a dependant), when not the client. */
  @Field(() => ID, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  forClientId?: string | null;

  /** Indexed: the clean-up of unrecorded uploads asks, per old file, whether any document (deleted or not) records it. */
  @Field(() => ID, { nullable: true })
  @Index()
  @Property({ type: 'uuid', nullable: true })
  fileId?: string | null;

  /** A generated document (a policy schedule, a mandate): the record it was made from (policy, mandate or letter id). */
  @Field(() => ID, { nullable: true, description: 'For a generated document: the policy, mandate or letter it was made from' })
  @Property({ type: 'uuid', nullable: true })
  subjectId?: string | null;

  /** A generated document: which template made it and the count of documents made from that subject so far (1, 2, ...). */
  @Field(() => String, { nullable: true, description: 'For a generated document: the template and its version, e.g. FUNERAL_SCHEDULE@1' })
  @Property({ type: 'string', length: 60, nullable: true })
  template?: string | null;

  @Field(() => Int, { nullable: true, description: 'For a generated document: 1 for the first made from its subject, then 2, 3, ... as the data changes' })
  @Property({ type: 'integer', nullable: true })
  documentVersion?: number | null;

  /** A generated document: hex SHA-256 of its template id and data, so the same data is served from the stored copy. */
  @Property({ type: 'string', length: 64, nullable: true })
  dataHash?: string | null;

  /** Not stored: the file's description, attached for a page of documents at once (ClientDocumentService). */
  @Field(() => FileModel, { nullable: true })
  file?: FileModel | null;

  @Field(() => Date)
  declare createdAt: Opt<Date>;
}
