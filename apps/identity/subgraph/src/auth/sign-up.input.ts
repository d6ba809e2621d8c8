import { Field, ID, InputType } from '@nestjs/graphql';
import { IdTypeEnum, type IdType } from '../client/client.enums';

@InputType()
export class SignUpInput {
  @Field(() => IdTypeEnum)
  idType!: IdType;

  @Field(() => String, { nullable: true })
  idNumber?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String)
  password!: string;

  @Field(() => ID, { nullable: true, description: 'The client record made during a guest sale, to link to this account' })
  clientId?: string | null;
}
