import { ArgsType, Field, ID, Int } from '@nestjs/graphql';

/** updateFuneral's arguments (the same names on the wire). */
@ArgsType()
export class UpdateFuneralArgs {
  @Field(() => ID) id!: string;
  @Field(() => Int, { nullable: true }) paymentDueDay?: number | null;
  @Field(() => ID, { nullable: true }) paymentBankAccountId?: string | null;
}
