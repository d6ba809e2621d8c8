import { Field, ID, InputType } from '@nestjs/graphql';
import { ClientDocumentSourceEnum, ClientDocumentTypeEnum } from './client-document.enums';

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

  @Field(() => Boolean, { nullable: true, description: 'Only false (or left out): a client or visitor cannot record a document as received from Simplicity' })
  fromSimplicity?: boolean | null;

  @Field(() => ID, { description: 'From POST /files, uploaded by the same client' })
  fileId!: string;

  @Field(() => String, { nullable: true, description: "A visitor's SaleResult.documentUploadToken" })
  uploadToken?: string | null;
}
