import { Args, Float, Int, Mutation, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { ForbiddenError, Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { PaymentsProvider, SandboxPaymentsProvider } from '@imali/integrations/payments';
import { readRandAmount } from '@imali/savings/domain';
import { SavingsIdentityClient } from '../savings-identity.client';
import { SavingsJobsScheduler } from '../collection/savings-jobs.scheduler';
import { isCalendarDate, sastDate } from '@imali/shared/domain';

const developmentOnly = () => {
  if (process.env['NODE_ENV'] === 'production') throw new ForbiddenError('Only available in development');
};

const badInput = (field: string, message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field, fieldErrors: [{ field, message }] } });

/**
 * Development only: simulate the money side (the payments sandbox has no bank behind it).
 * devSimulateSavingsEft: the signed-in client pays an EFT with their ID number as the reference
 * (or `reference` as typed, to try an unmatched one), then the EFT matching runs at once.
 * devRunSavingsCollection: the collection run for a date (today by default), waiting for the
 * sandbox bank's results.
 * devRunSavingsDecemberPayout: the December Fund payout for a date (today by default), as the schedule runs it.
 */
@Resolver()
export class EftDevResolver {
  constructor(
    private readonly payments: PaymentsProvider,
    private readonly identityClient: SavingsIdentityClient,
    private readonly jobs: SavingsJobsScheduler,
  ) {}

  @Mutation(() => Int, { description: 'Development only: pay an EFT into savings (reference: your ID number unless given), then match incoming EFTs; answers how many were matched' })
  async devSimulateSavingsEft(
    @Args('amount', { type: () => Float }) amount: number,
    @Args('reference', { type: () => String, nullable: true }) reference: string | null,
    @Identity() identity: CallerIdentity,
  ): Promise<number> {
    developmentOnly();
    const clientId = requireClientId(identity);
    if (!(this.payments instanceof SandboxPaymentsProvider)) throw new ForbiddenError('Only with the payments sandbox');
    const reading = readRandAmount(amount, { positive: true });
    if (!reading.ok) throw badInput('amount', reading.message);
    const cents = reading.cents;
    if (reference != null && (typeof reference !== 'string' || reference.length === 0 || reference.length > 100)) throw badInput('reference', 'Enter a reference of 1 to 100 characters');
    const payerReference = reference ?? (await this.identityClient.identity.clientIdNumber(clientId)).idNumber;
    if (!payerReference) throw badInput('reference', 'Add your ID number to your profile first');
    this.payments.receiveEft(payerReference, cents);
    return (await this.jobs.runEftMatching())?.matched ?? 0;
  }

  @Mutation(() => Int, { description: 'Development only: run the savings collection for a date (YYYY-MM-DD, SAST today by default); answers how many collections were paid' })
  async devRunSavingsCollection(@Args('date', { type: () => String, nullable: true }) date: string | null, @Identity() identity: CallerIdentity): Promise<number> {
    developmentOnly();
    requireClientId(identity);
    if (date != null && !isCalendarDate(date)) throw badInput('date', 'Enter a date as YYYY-MM-DD');
    return (await this.jobs.runCollection(date ?? sastDate(), 15_000))?.paid ?? 0;
  }

  @Mutation(() => Int, { description: 'Development only: run the December Fund payout for a date (YYYY-MM-DD, SAST today by default); answers how many goals were paid out' })
  async devRunSavingsDecemberPayout(@Args('date', { type: () => String, nullable: true }) date: string | null, @Identity() identity: CallerIdentity): Promise<number> {
    developmentOnly();
    requireClientId(identity);
    if (date != null && !isCalendarDate(date)) throw badInput('date', 'Enter a date as YYYY-MM-DD');
    return (await this.jobs.runDecemberPayout(date ?? sastDate()))?.paidOut ?? 0;
  }
}
