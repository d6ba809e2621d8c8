import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { FileModel } from '../files/file.model';

@ObjectType('ClientDocument')
export class ClientDocumentModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'SELFIE, RSA_ID, COVID19_VACCINATION_CERTIFICATE, CLEARANCE_CERTIFICATE, HYPHEN, PAYSLIP, OTHER, ...' })
  type!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { description: 'FUNERAL_QUICK_QUOTE, DOCUMENT_VAULT_UPLOAD, ...' })
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
  @Field(() => String, { description: 'SELFIE, RSA_ID, COVID19_VACCINATION_CERTIFICATE, PAYSLIP, OTHER, ...' })
  type!: string;

  @Field(() => String, { description: '"Selfie" or "ID Document" from the funeral sale' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'FUNERAL_QUICK_QUOTE from the funeral sale; DOCUMENT_VAULT_UPLOAD when left out' })
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
