import { ArgsType, Field, ID } from '@nestjs/graphql';

/** cancelFuneral's arguments (the same names on the wire). */
@ArgsType()
export class CancelFuneralArgs {
  @Field(() => ID) funeralId!: string;
  @Field(() => String, { description: 'Free text: why the client cancels' }) cancelReason!: string;
}
