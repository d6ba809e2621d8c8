import { Field, ID, InputType } from '@nestjs/graphql';

@InputType()
export class SignUpInput {
  @Field(() => String, { description: 'rsa_id, zim_id, nam_id, bot_id or oth_id' })
  idType!: string;

  @Field(() => String, { nullable: true })
  idNumber?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String)
  password!: string;

  @Field(() => ID, { nullable: true, description: 'The client record made during a guest sale, to link to this account' })
  clientId?: string | null;
}
