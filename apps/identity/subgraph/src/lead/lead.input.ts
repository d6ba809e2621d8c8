import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';

@InputType()
export class CreateLeadInput {
  @Field(() => String)
  firstName!: string;

  @Field(() => String, { nullable: true })
  surname?: string | null;

  @Field(() => String)
  cellNumber!: string;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { description: 'Debt Management, Credit Life Cover, Funeral Cover, Savings or Other' })
  talkAbout!: string;

  @Field(() => String, { nullable: true })
  message?: string | null;

  @Field(() => String, { nullable: true, description: 'Short code: sav, fun, cli, debt, af, mcc, ...' })
  routing?: string | null;

  @Field(() => String, { description: 'Made once per submission attempt; a retry with the same key returns the first lead' })
  idempotencyKey!: string;
}

@ObjectType('Lead')
export class LeadModel {
  @Field(() => ID)
  id!: string;
}
