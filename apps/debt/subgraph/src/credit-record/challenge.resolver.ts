import { Args, Context, Float, ID, Query, Resolver } from '@nestjs/graphql';
import { clientAddressHash, Identity, isFullyVerified, type CallerIdentity, type SubgraphContext } from '@imali/shared/nest';
import { ChallengeModel, ChallengeResultModel, CreditRecordModel } from '../debt.models';
import { ChallengeService, type Caller } from './challenge.service';

/** A caller who finished sign-up is a client; anyone else is a visitor for the credit record. */
const callerOf = (identity: CallerIdentity): Caller => (identity.clientId && identity.userId && isFullyVerified(identity) ? identity.clientId : null);

/** Spec §7.1: the credit bureau's identity questions and the credit record behind them (queries, per the spec). */
@Resolver()
export class ChallengeResolver {
  constructor(private readonly challenges: ChallengeService) {}

  @Query(() => ChallengeModel, { description: 'The identity questions for an ID number (or an access code straight away for a signed-in client whose own ID number is verified, unless force)' })
  getChallenge(
    @Args('idNumber', { type: () => String, description: 'SA ID number, 13 digits' }) idNumber: string,
    @Args('income', { type: () => Float, nullable: true, description: 'Monthly income in rand, for the record’s affordability' }) income: number | null,
    @Args('force', { type: () => Boolean, nullable: true, description: 'Ask the questions even when not needed' }) force: boolean | null,
    @Identity() identity: CallerIdentity,
    @Context() ctx: SubgraphContext,
  ): Promise<ChallengeModel> {
    return this.challenges.getChallenge(callerOf(identity), idNumber, income, force, clientAddressHash(ctx));
  }

  @Query(() => ChallengeResultModel, { description: 'Checks the answers to the set of questions getChallenge gave (3 attempts per ID number per day); an access code when they are right' })
  doChallenge(
    @Args('idNumber', { type: () => String }) idNumber: string,
    @Args('challengeId', { type: () => ID, description: 'The challengeId getChallenge gave with these questions' }) challengeId: string,
    @Args('telephone', { type: () => String }) telephone: string,
    @Args('employer', { type: () => String }) employer: string,
    @Args('account', { type: () => String }) account: string,
    @Identity() identity: CallerIdentity,
    @Context() ctx: SubgraphContext,
  ): Promise<ChallengeResultModel> {
    return this.challenges.doChallenge(callerOf(identity), idNumber, challengeId, { telephone, employer, account }, clientAddressHash(ctx));
  }

  @Query(() => CreditRecordModel, { description: 'The credit record of an ID number, with a live access code for it' })
  getCreditRecord(
    @Args('idNumber', { type: () => String }) idNumber: string,
    @Args('accessCode', { type: () => String }) accessCode: string,
    @Identity() identity: CallerIdentity,
  ): Promise<CreditRecordModel> {
    return this.challenges.getCreditRecord(callerOf(identity), idNumber, accessCode);
  }
}
