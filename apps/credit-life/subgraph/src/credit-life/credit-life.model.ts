import { Field, Float, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('CreditLife')
export class CreditLifeModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  policyStatus!: string;

  @Field(() => Float)
  payment!: number;

  @Field(() => String, { nullable: true })
  nextPaymentDate?: string | null;

  @Field(() => Date)
  createdAt!: Date;
}
