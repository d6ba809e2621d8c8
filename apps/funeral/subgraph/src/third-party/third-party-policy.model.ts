import { Field, Float, ID, InputType, ObjectType } from '@nestjs/graphql';

@ObjectType('ThirdPartyFuneralPolicy', { description: "A funeral policy the client holds with another insurer, as they entered it (a client obligation)" })
export class ThirdPartyFuneralPolicyModel {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The insurer (provider)' }) companyName!: string;
  @Field(() => Float) coverAmount!: number;
  @Field(() => Float, { description: 'Monthly contribution' }) premiumAmount!: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'DEBI_CHECK, DEBIT_ORDER, EASY_PAY or MONEY_MARKET' }) paymentMethod?: string | null;
  @Field(() => [String], { description: 'Member types covered: POLICY_HOLDER, SPOUSE, CHILD, PARENT, EXTENDED' }) livesCovered!: string[];
  @Field(() => String, { description: 'The cover type, from the lives covered: SINGLE, SINGLE_AND_CHILDREN, COUPLE or FAMILY' }) policyType!: string;
  @Field(() => String) policyTypeLabel!: string;
  @Field(() => String) source!: string;
  @Field(() => Date) createdAt!: Date;
}

@InputType()
export class ThirdPartyFuneralPolicyInput {
  @Field(() => String, { nullable: true, description: 'The insurer (provider)' }) companyName?: string | null;
  @Field(() => Float, { nullable: true, description: '0 to 100000 in steps of 500' }) coverAmount?: number | null;
  @Field(() => Float, { nullable: true, description: 'Monthly contribution, 0 to 1000' }) premiumAmount?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'DEBI_CHECK, DEBIT_ORDER, EASY_PAY or MONEY_MARKET' }) paymentMethod?: string | null;
  @Field(() => [String], { nullable: true, description: 'At least one of POLICY_HOLDER, SPOUSE, CHILD, PARENT, EXTENDED' }) livesCovered?: string[] | null;
}

@InputType()
export class ClientObligationInput {
  @Field(() => String, { nullable: true, description: 'CLIENT_MANUAL_ENTRY (the default and the only source a client may send)' }) source?: string | null;
  @Field(() => ThirdPartyFuneralPolicyInput) funeralPolicyInfo!: ThirdPartyFuneralPolicyInput;
}
