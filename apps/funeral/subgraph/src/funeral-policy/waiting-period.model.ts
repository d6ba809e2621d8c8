import { Field, ObjectType } from '@nestjs/graphql';
import { WAITING_PERIOD_CAUSE, type WaitingPeriodCause } from '@imali/funeral/domain';

/** Computed from the policy's cover start, not stored. */
@ObjectType('WaitingPeriod')
export class WaitingPeriodModel {
  @Field(() => WAITING_PERIOD_CAUSE) cause!: WaitingPeriodCause;
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true, description: 'Last day of the waiting period (YYYY-MM-DD); null when there is none or cover has not started' })
  endsOn?: string | null;
}
