import { ArgsType, Field, Float, InputType, Int } from '@nestjs/graphql';

@InputType()
export class QuoteDependantInput {
  @Field(() => Int, { nullable: true }) age?: number | null;
  @Field(() => String, { nullable: true, description: 'MALE or FEMALE' }) gender?: string | null;
  @Field(() => String, { nullable: true }) idNumber?: string | null;
}

/** getPolicyQuote's arguments (the same names on the wire); the quote rules read them as one input. */
@ArgsType()
export class GetPolicyQuoteArgs {
  @Field(() => String, { nullable: true }) idNumber?: string | null;
  @Field(() => Int, { nullable: true }) age?: number | null;
  @Field(() => Int, { nullable: true }) ageSpouse?: number | null;
  @Field(() => String, { nullable: true }) gender?: string | null;
  @Field(() => Boolean, { nullable: true }) spouse?: boolean | null;
  @Field(() => Int, { nullable: true }) children?: number | null;
  @Field(() => [Int], { nullable: 'itemsAndList' }) childAges?: (number | null)[] | null;
  @Field(() => Int, { nullable: true }) coverAmount?: number | null;
  @Field(() => [QuoteDependantInput], { nullable: true }) parents?: QuoteDependantInput[] | null;
  @Field(() => [QuoteDependantInput], { nullable: true }) extended?: QuoteDependantInput[] | null;
  @Field(() => Float, { nullable: true }) income?: number | null;
}
