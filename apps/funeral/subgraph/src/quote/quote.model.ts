import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { type CoveredMemberType, FUNERAL_MEMBER_TYPE, FUNERAL_POLICY_TYPE, type FuneralPolicyType } from '@imali/funeral/domain';

// The domain's FuneralQuote as it is sent: priced, not stored (no entity).
@ObjectType('QuotedLife')
export class QuotedLifeModel {
  @Field(() => FUNERAL_MEMBER_TYPE) memberType!: CoveredMemberType;
  @Field(() => Int) position!: number;
  @Field(() => Int, { nullable: true }) age?: number | null;
  @Field(() => String, { nullable: true }) gender?: string | null;
  @Field(() => Float, { description: 'Cover on this life after the statutory caps' }) coverAmount!: number;
  @Field(() => Float, { nullable: true, description: 'The cover asked for, when a cap reduced it' }) cappedFrom?: number | null;
  @Field(() => String, { nullable: true }) capMessage?: string | null;
  @Field(() => Float) premium!: number;
}

@ObjectType('PolicyQuote')
export class PolicyQuoteModel {
  @Field(() => Float, { description: 'Per month, at least the minimum premium' }) premium!: number;
  @Field(() => Float) premiumBeforeMinimum!: number;
  @Field(() => Float) minimumPremiumShortfall!: number;
  @Field(() => Float, { description: 'The sum of the cover of every covered life' }) totalCover!: number;
  @Field(() => Float) coverAmount!: number;
  @Field(() => FUNERAL_POLICY_TYPE) policyType!: FuneralPolicyType;
  @Field(() => String) pricingVersion!: string;
  @Field(() => [QuotedLifeModel]) lives!: readonly QuotedLifeModel[];
}
