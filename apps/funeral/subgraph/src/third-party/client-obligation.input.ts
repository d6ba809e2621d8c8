import { Field, Float, InputType } from '@nestjs/graphql';

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
