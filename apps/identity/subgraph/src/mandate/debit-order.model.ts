import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum DebitOrderPaymentType {
  DEBI_CHECK = 'DEBI_CHECK',
  NAEDO = 'NAEDO',
  DO = 'DO',
}
registerEnumType(DebitOrderPaymentType, { name: 'DebitOrderPaymentType', description: 'DEBI_CHECK: approved at the bank; NAEDO and DO: signed on the web' });

export enum DebitOrderMandateStatus {
  AWAITING_SIGNATURE = 'AWAITING_SIGNATURE',
  SIGNED = 'SIGNED',
  NOT_SENT = 'NOT_SENT',
  SENT = 'SENT',
  APPROVED = 'APPROVED',
  REJECTED = 'REJECTED',
  EXPIRED = 'EXPIRED',
  CANCELLED = 'CANCELLED',
  REPLACED = 'REPLACED',
}
registerEnumType(DebitOrderMandateStatus, {
  name: 'DebitOrderMandateStatus',
  description: 'Where the authorisation stands (docs/decisions/debit-order-mandates-in-identity.md)',
  valuesMap: {
    AWAITING_SIGNATURE: { description: 'The account holder still signs on the web' },
    SIGNED: { description: 'Signed on the web; collections may run' },
    NOT_SENT: { description: 'The DebiCheck request could not reach the bank yet' },
    SENT: { description: "Waiting for the account holder's approval at their bank" },
    APPROVED: { description: 'Approved at the bank; collections may run' },
    REJECTED: { description: 'Declined by the account holder' },
    EXPIRED: { description: 'Not answered in time' },
    CANCELLED: { description: 'No longer used' },
    REPLACED: { description: 'Another debit order (new account, day or amount) took its place' },
  },
});

export enum MandateAuthenticationType {
  WEB_SIGNATURE = 'WEB_SIGNATURE',
  DEBICHECK = 'DEBICHECK',
}
registerEnumType(MandateAuthenticationType, { name: 'MandateAuthenticationType' });

export enum SignatureType {
  WEB_SIGNATURE = 'WEB_SIGNATURE',
}
registerEnumType(SignatureType, { name: 'SignatureType' });

@ObjectType('DebitOrderBankAccount')
export class DebitOrderBankAccountModel {
  @Field(() => String) accountNo!: string;
  @Field(() => String) bankName!: string;
  @Field(() => String, { nullable: true }) accountHolderName?: string | null;
}

@ObjectType('DebitOrderProduct')
export class DebitOrderProductModel {
  @Field(() => Float, { description: 'Rand' }) amount!: number;
  @Field(() => String) description!: string;
}

@ObjectType('DebitOrderMandate')
export class DebitOrderMandateModel {
  @Field(() => MandateAuthenticationType) authenticationType!: MandateAuthenticationType;
  @Field(() => DebitOrderMandateStatus) status!: DebitOrderMandateStatus;
}

@ObjectType('DebitOrder', { description: "A client's debit order mandate (only its client sees it)" })
export class DebitOrderModel {
  @Field(() => ID) id!: string;
  @Field(() => DebitOrderPaymentType) paymentType!: DebitOrderPaymentType;
  @Field(() => Float, { description: 'The most one collection may take, in rand' }) maxAmount!: number;
  @Field(() => DebitOrderBankAccountModel) bankAccount!: DebitOrderBankAccountModel;
  @Field(() => Int) payDay!: number;
  @Field(() => String, { description: 'YYYY-MM-DD (South African calendar)' }) nextDebitDate!: string;
  @Field(() => [DebitOrderProductModel]) associatedProducts!: DebitOrderProductModel[];
  @Field(() => String, { nullable: true, description: "The bank's mandate reference (DebiCheck)" }) debitOrderMandateId?: string | null;
  @Field(() => Boolean, { description: 'Declined, expired or cancelled: it cannot be used as it stands' }) debitOrderMandateInvalid!: boolean;
  @Field(() => DebitOrderMandateModel) mandate!: DebitOrderMandateModel;
  @Field(() => Boolean, { description: 'Nothing is left for the account holder to do' }) alreadySigned!: boolean;
  @Field(() => Boolean, { description: "On a third party's account: its holder signs (by the link identity sends them), not the client" }) sentToThirdParty!: boolean;
  @Field(() => String, { nullable: true, description: "When the third party's account holder was last sent a signing link (ISO date-time)" }) signLinkSentAt?: string | null;
}

@InputType()
export class DebitOrderSignatureInput {
  @Field(() => SignatureType) type!: SignatureType;
  @Field(() => String, { description: 'The drawing as a PNG data URL (at most 10,000 characters)' }) signature!: string;
  @Field(() => String, { description: 'When it was signed: ISO date-time with its zone' }) timestamp!: string;
}

@InputType()
export class UpdateDebitOrderInput {
  @Field(() => DebitOrderSignatureInput) signature!: DebitOrderSignatureInput;
}

@ObjectType('DebitOrderToSign', { description: "What a third party's account holder reads before signing a client's debit order with the link's token" })
export class DebitOrderToSignModel {
  @Field(() => DebitOrderPaymentType) paymentType!: DebitOrderPaymentType;
  @Field(() => Float, { description: 'The most one collection may take, in rand' }) maxAmount!: number;
  @Field(() => Int) payDay!: number;
  @Field(() => String, { description: 'YYYY-MM-DD (South African calendar)' }) nextDebitDate!: string;
  @Field(() => [DebitOrderProductModel]) associatedProducts!: DebitOrderProductModel[];
  @Field(() => String) bankName!: string;
  @Field(() => String, { description: "The account number's last 4 digits only" }) accountNoLast4!: string;
  @Field(() => String, { nullable: true }) accountHolderName?: string | null;
  @Field(() => String, { description: "The client who asked: first name and surname's initial" }) requestedBy!: string;
  @Field(() => DebitOrderMandateStatus) status!: DebitOrderMandateStatus;
  @Field(() => Boolean, { description: 'Nothing is left for the account holder to do' }) alreadySigned!: boolean;
}
