import { Field, Float, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('FuneralPolicy')
export class FuneralPolicyModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  policyNumber!: string;

  @Field(() => String)
  productType!: string;

  @Field(() => String)
  state!: string;

  @Field(() => Float)
  coverAmount!: number;

  @Field(() => Float)
  currentPremiumTotal!: number;

  @Field(() => Date)
  createdAt!: Date;
}
