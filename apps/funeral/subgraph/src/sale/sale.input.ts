import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { FUNERAL_MEMBER_TYPE, FUNERAL_PAYMENT_METHOD, type CoveredMemberType, type SalePaymentMethod } from '@imali/funeral/domain';

@InputType()
export class SaleMemberInput {
  @Field(() => FUNERAL_MEMBER_TYPE, { description: 'POLICY_HOLDER (first), SPOUSE, CHILD, PARENT or EXTENDED' }) memberType!: CoveredMemberType;
  @Field(() => String) firstNames!: string;
  @Field(() => String) surname!: string;
  @Field(() => String, { nullable: true }) gender?: string | null;
  @Field(() => Int, { nullable: true }) ageAtSignup?: number | null;
  @Field(() => String, { nullable: true }) dateOfBirth?: string | null;
  @Field(() => String, { nullable: true }) idType?: string | null;
  @Field(() => String, { nullable: true }) idNumber?: string | null;
  @Field(() => [String], { nullable: true }) cellNumbers?: string[] | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) relationship?: string | null;
  @Field(() => Float, { nullable: true, description: "Monthly income in rand (the policy holder's; required for them)" }) income?: number | null;
}

@InputType()
export class SaleBeneficiaryInput {
  @Field(() => Boolean, { nullable: true }) isSpouse?: boolean | null;
  @Field(() => String) firstNames!: string;
  @Field(() => String) surname!: string;
  @Field(() => [String]) cellNumbers!: string[];
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) idType?: string | null;
  @Field(() => String, { nullable: true }) idNumber?: string | null;
}

@InputType()
export class SaleBankAccountInput {
  @Field(() => String) branchCode!: string;
  @Field(() => String, { nullable: true }) bankName?: string | null;
  @Field(() => String) accountNo!: string;
  @Field(() => Boolean, { nullable: true }) ownAccount?: boolean | null;
  @Field(() => String, { nullable: true }) accountHolderName?: string | null;
  @Field(() => String, { nullable: true }) accountHolderContactNumber?: string | null;
  @Field(() => String, { nullable: true }) accountHolderEmail?: string | null;
  @Field(() => String, { nullable: true }) accountHolderIdNumber?: string | null;
}

@InputType()
export class FuneralSaleInput {
  @Field(() => Int) coverAmount!: number;
  @Field(() => Int) paymentDueDay!: number;
  @Field(() => FUNERAL_PAYMENT_METHOD, { description: 'DEBI_CHECK (quick-quote wizard) or NAEDO (chat sale)' }) paymentMethod!: SalePaymentMethod;
}

@InputType()
export class SalesInteractionInput {
  @Field(() => String, { description: 'One per sale attempt: a retry returns the first result' }) idempotencyKey!: string;
  @Field(() => ID, { nullable: true }) salesPersonId?: string | null;
}

/** createSalesInteractionPolicyWithMembers' arguments (the same names on the wire): one sale. */
@ArgsType()
export class SaleArgs {
  @Field(() => FuneralSaleInput) funeral!: FuneralSaleInput;
  @Field(() => SaleBankAccountInput) bankAccount!: SaleBankAccountInput;
  @Field(() => SaleBeneficiaryInput) beneficiary!: SaleBeneficiaryInput;
  @Field(() => [SaleMemberInput]) members!: SaleMemberInput[];
  @Field(() => SalesInteractionInput) salesInteraction!: SalesInteractionInput;
}

@ObjectType('SaleResult')
export class SaleResultModel {
  @Field(() => ID) id!: string;
  @Field(() => String) policyNumber!: string;
  @Field(() => String) payAtNumber!: string;
  @Field(() => ID) clientId!: string;
  @Field(() => ID) debitOrderId!: string;
  @Field(() => ID) paymentBankAccountId!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Lets the buyer upload the selfie and ID document for this policy without signing in (createClientDocument uploadToken, POST /files); valid for 2 hours after the sale',
  })
  documentUploadToken?: string | null;
}
