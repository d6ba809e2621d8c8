import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { ForbiddenError, Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { PremiumCollectionScheduler } from './premium-collection.scheduler';
import { isCalendarDate, sastDate } from '@imali/shared/domain';

const badInput = (field: string, message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field, fieldErrors: [{ field, message }] } });

/** Development only: the premium collection run for a date, as the schedule runs it (e2e, the by-hand try-out). */
@Resolver()
export class PremiumCollectionDevResolver {
  constructor(private readonly scheduler: PremiumCollectionScheduler) {}

  @Mutation(() => Int, { description: 'Development only: run the funeral premium collection for a date (YYYY-MM-DD, SAST today by default); answers how many premiums were paid (by debit order or from savings)' })
  async devRunFuneralPremiumCollection(@Args('date', { type: () => String, nullable: true }) date: string | null, @Identity() identity: CallerIdentity): Promise<number> {
    if (process.env['NODE_ENV'] === 'production') throw new ForbiddenError('Only available in development');
    requireClientId(identity);
    if (date != null && !isCalendarDate(date)) throw badInput('date', 'Enter a date as YYYY-MM-DD');
    const outcome = await this.scheduler.runCollection(date ?? sastDate(), 15_000);
    return outcome ? outcome.paid + outcome.paidFromSavings : 0;
  }
}
