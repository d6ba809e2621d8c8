import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('WaitingPeriod')
export class WaitingPeriodModel {
  @Field(() => String) cause!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true, description: 'Last day of the waiting period (YYYY-MM-DD); null when there is none or cover has not started' })
  endsOn?: string | null;
}

@ObjectType('FuneralMember')
export class FuneralMemberModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) policyId!: string;
  @Field(() => String) memberType!: string;
  @Field(() => String) firstNames!: string;
  @Field(() => String) surname!: string;
  @Field(() => String, { nullable: true }) gender?: string | null;
  @Field(() => Int, { nullable: true }) ageAtSignup?: number | null;
  @Field(() => String, { nullable: true }) dateOfBirth?: string | null;
  @Field(() => String, { nullable: true }) relationship?: string | null;
  @Field(() => String, { nullable: true, description: 'rsa_id, zim_id, nam_id, bot_id or oth_id; locked once the member has an ID number' }) idType?: string | null;
  @Field(() => [String]) cellNumbers!: string[];
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => Float) coverAmount!: number;
  @Field(() => Float) premium!: number;
  @Field(() => String) state!: string;
  @Field(() => Boolean) covered!: boolean;
  @Field(() => Date, { description: 'When the member joined the policy: ageAtSignup is their age on that day' }) joinedAt!: Date;
  /** Not a field: the idNumber field decrypts it only when asked for. */
  idNumberEncrypted?: string | null;
}

@ObjectType('FuneralBeneficiary')
export class FuneralBeneficiaryModel {
  @Field(() => ID) id!: string;
  @Field(() => String) firstNames!: string;
  @Field(() => String) surname!: string;
  @Field(() => String, { nullable: true }) cellNumber?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => Boolean) isSpouse!: boolean;
}

@ObjectType('FuneralPolicy')
export class FuneralPolicyModel {
  @Field(() => ID) id!: string;
  @Field(() => String) policyNumber!: string;
  @Field(() => String) productType!: string;
  @Field(() => String) state!: string;
  @Field(() => String) stateLabel!: string;
  @Field(() => Float) coverAmount!: number;
  @Field(() => Float) currentPremiumTotal!: number;
  @Field(() => String) policyType!: string;
  @Field(() => String) policyTypeLabel!: string;
  @Field(() => Int, { nullable: true }) paymentDueDay?: number | null;
  @Field(() => ID, { nullable: true }) paymentBankAccountId?: string | null;
  @Field(() => String, { nullable: true }) paymentMethod?: string | null;
  @Field(() => String, { nullable: true }) accountingIdentifier?: string | null;
  @Field(() => String, { nullable: true }) easyPayNumber?: string | null;
  @Field(() => String) pricingVersion!: string;
  @Field(() => Date, { nullable: true }) firstActivated?: Date | null;
  @Field(() => String, { nullable: true }) expectFirstPaymentAt?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day of the 31-day cooling-off period' }) coolingOffEndsOn?: string | null;
  @Field(() => Date, { nullable: true, description: 'When the client cancelled the policy' }) cancelledAt?: Date | null;
  @Field(() => String, { nullable: true }) cancelReason?: string | null;
  @Field(() => Date) createdAt!: Date;
}
