import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('DebtBreakdown')
export class DebtBreakdownModel {
  @Field(() => ID)
  id!: string;

  @Field(() => Float)
  allDebt!: number;

  @Field(() => Float)
  housingDebt!: number;

  @Field(() => Float)
  vehicleDebt!: number;

  @Field(() => Float)
  normalDebt!: number;

  @Field(() => Float)
  creditCardDebt!: number;

  @Field(() => Int, { nullable: true })
  compuScore?: number | null;

  @Field(() => String, { nullable: true })
  finalPaymentDate?: string | null;

  @Field(() => Boolean)
  hasDebtCounselling!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}
