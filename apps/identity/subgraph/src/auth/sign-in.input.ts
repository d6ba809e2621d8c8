import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { UserModel } from './user.model';

@InputType()
export class SignInInput {
  @Field(() => String, { description: 'ID number or e-mail address' })
  username!: string;

  @Field(() => String)
  password!: string;
}

@ObjectType()
export class SignInResult {
  @Field(() => UserModel)
  user!: UserModel;
}
