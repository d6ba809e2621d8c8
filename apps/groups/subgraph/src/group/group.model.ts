import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Group')
export class GroupModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  postalCode?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => Date)
  createdAt!: Date;
}
