import { Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';

@InputType()
export class QuoteDependantInput {
  @Field(() => Int, { nullable: true }) age?: number | null;
  @Field(() => String, { nullable: true, description: 'MALE or FEMALE' }) gender?: string | null;
  @Field(() => String, { nullable: true }) idNumber?: string | null;
}

@ObjectType('QuotedLife')
export class QuotedLifeModel {
  @Field(() => String) memberType!: string;
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
  @Field(() => String) policyType!: string;
  @Field(() => String) pricingVersion!: string;
  @Field(() => [QuotedLifeModel]) lives!: QuotedLifeModel[];
}
