import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('SignedFileUrl', { description: 'A link to the bytes that works without the session cookie until expiresAt (5 minutes)' })
export class SignedFileUrlModel {
  @Field(() => String, { description: 'Same-origin: /files/{id}?expires=...&signature=...' }) url!: string;
  @Field(() => Date) expiresAt!: Date;
}

@ObjectType('File', { description: 'An uploaded file (its bytes are served at url to its owner only)' })
export class FileModel {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) contentType!: string;
  @Field(() => Int) size!: number;
  @Field(() => String, { description: 'Same-origin path of the bytes: /files/{id} (the session cookie opens it)' }) url!: string;
}
