import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Photo')
export class PhotoModel {
  @Field(() => String, { nullable: true })
  url?: string | null;
}

/** The signed-in user ("me"): the login, as opposed to the client record. */
@ObjectType('User')
export class UserModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  clientId!: string;

  @Field(() => PhotoModel, { nullable: true })
  photo?: PhotoModel | null;
}
