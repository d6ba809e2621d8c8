import { Field, Float, InputType } from '@nestjs/graphql';
import { CLIENT_OBLIGATION_SOURCE, FUNERAL_MEMBER_TYPE, THIRD_PARTY_PAYMENT_METHOD, type ClientObligationSource, type CoveredMemberType, type ThirdPartyPaymentMethod } from '@imali/funeral/domain';

@InputType()
export class ThirdPartyFuneralPolicyInput {
  @Field(() => String, { nullable: true, description: 'The insurer (provider)' }) companyName?: string | null;
  @Field(() => Float, { nullable: true, description: '0 to 100000 in steps of 500' }) coverAmount?: number | null;
  @Field(() => Float, { nullable: true, description: 'Monthly contribution, 0 to 1000' }) premiumAmount?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) startDate?: string | null;
  @Field(() => THIRD_PARTY_PAYMENT_METHOD, { nullable: true, description: 'DEBI_CHECK, DEBIT_ORDER, EASY_PAY or MONEY_MARKET' }) paymentMethod?: ThirdPartyPaymentMethod | null;
  @Field(() => [FUNERAL_MEMBER_TYPE], { nullable: true, description: 'At least one of POLICY_HOLDER, SPOUSE, CHILD, PARENT, EXTENDED' }) livesCovered?: CoveredMemberType[] | null;
}

@InputType()
export class ClientObligationInput {
  @Field(() => CLIENT_OBLIGATION_SOURCE, { nullable: true, description: 'CLIENT_MANUAL_ENTRY (the default and the only source a client may send)' }) source?: ClientObligationSource | null;
  @Field(() => ThirdPartyFuneralPolicyInput) funeralPolicyInfo!: ThirdPartyFuneralPolicyInput;
}
