import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { FileModel } from '../files/file.model';
import { ClientDocumentSourceEnum, ClientDocumentTypeEnum, storedDocumentSource, storedDocumentType } from './client-document.enums';

@ObjectType('ClientDocument')
export class ClientDocumentModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ClientDocumentTypeEnum, { middleware: [storedDocumentType] })
  type!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => ClientDocumentSourceEnum, { middleware: [storedDocumentSource] })
  source!: string;

  @Field(() => ID)
  clientId!: string;

  @Field(() => ID, { nullable: true })
  forClientId?: string | null;

  @Field(() => ID, { nullable: true })
  fileId?: string | null;

  @Field(() => FileModel, { nullable: true })
  file?: FileModel | null;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType()
export class CreateClientDocumentInput {
  // The enum refuses other values on the wire; the rules refuse the back office's types here.
  @Field(() => ClientDocumentTypeEnum, { description: 'SELFIE, RSA_ID, COVID19_VACCINATION_CERTIFICATE, CLEARANCE_CERTIFICATE, HYPHEN, PAYSLIP or OTHER' })
  type!: string;

  @Field(() => String, { description: '"Selfie" or "ID Document" from the funeral sale' })
  name!: string;

  @Field(() => ClientDocumentSourceEnum, { nullable: true, description: 'FUNERAL_QUICK_QUOTE from the funeral sale; DOCUMENT_VAULT_UPLOAD when left out' })
  source?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => ID, { nullable: true, description: "The caller's client (or the upload token's); any other is refused" })
  clientId?: string | null;

  @Field(() => ID, { nullable: true })
  forClientId?: string | null;

  @Field(() => ID, { description: 'From POST /files, uploaded by the same client' })
  fileId!: string;

  @Field(() => String, { nullable: true, description: "A visitor's SaleResult.documentUploadToken" })
  uploadToken?: string | null;
}
