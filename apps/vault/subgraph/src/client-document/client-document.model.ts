import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('ClientDocument')
export class ClientDocumentModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  type!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Date)
  createdAt!: Date;
}
