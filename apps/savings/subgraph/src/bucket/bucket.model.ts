import { Field, Float, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Bucket')
export class BucketModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  bucketType!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Float)
  amount!: number;

  @Field(() => Float)
  targetAmount!: number;

  @Field(() => String, { nullable: true })
  targetDate?: string | null;

  @Field(() => Float, { description: 'Monthly contribution' })
  desiredSavings!: number;

  @Field(() => Float, { description: 'Progress towards the target, 0 to 100' })
  percentageFull!: number;
}
