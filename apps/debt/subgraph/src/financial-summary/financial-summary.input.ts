import { Field, Float, InputType } from '@nestjs/graphql';

@InputType('BudgetItemInput', { description: 'One monthly expense' })
export class BudgetItemInput {
  @Field(() => String, { description: 'One of the budget categories (Rent / Home, Education, Water & Electricity, Travel, Mobile & Internet, Other) or the client’s own words, at most 100 characters' })
  description!: string;

  @Field(() => Float, { description: 'Monthly amount in rand, 0 to 10 000 000' })
  amount!: number;
}
