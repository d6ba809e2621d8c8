import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('File', { description: 'An uploaded file (its bytes are served at url to its owner only)' })
export class FileModel {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) contentType!: string;
  @Field(() => Int) size!: number;
  @Field(() => String, { description: 'Same-origin path of the bytes: /files/{id}' }) url!: string;
}
