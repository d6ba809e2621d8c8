import { Field, Float, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('ClearanceCertificate')
export class ClearanceCertificateModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  certificateNumber?: string | null;

  @Field(() => String)
  state!: string;

  @Field(() => Float)
  amount!: number;

  @Field(() => Float)
  amountPaid!: number;

  @Field(() => Date)
  createdAt!: Date;
}
