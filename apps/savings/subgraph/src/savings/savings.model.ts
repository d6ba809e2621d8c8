import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Savings')
export class SavingsModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { nullable: true })
  paymentBankAccountId?: string | null;

  @Field(() => Date)
  createdAt!: Date;
}
