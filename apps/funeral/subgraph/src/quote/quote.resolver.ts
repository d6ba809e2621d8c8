import { Args, Query, Resolver } from '@nestjs/graphql';
import { Identity, isFullyVerified, throwIfInvalid, type CallerIdentity } from '@imali/shared/nest';
import { priceQuote } from '@imali/funeral/domain';
import { PolicyQuoteModel } from './quote.model';
import { GetPolicyQuoteArgs } from './quote.input';
import { ExistingCoverService } from './existing-cover.service';

@Resolver()
export class QuoteResolver {
  constructor(private readonly existingCover: ExistingCoverService) {}

  @Query(() => PolicyQuoteModel, { description: 'A monthly funeral premium (visitors and clients); the statutory caps are applied and shown' })
  async getPolicyQuote(@Args() input: GetPolicyQuoteArgs, @Identity() identity?: CallerIdentity): Promise<PolicyQuoteModel> {
    const ids = [input.idNumber, ...(input.parents ?? []).map((p) => p.idNumber), ...(input.extended ?? []).map((e) => e.idNumber)];
    // Only the caller's own policies count here (no probing of others' cover); a sale counts all.
    // A client who has not finished sign-up is quoted as a visitor is.
    const ownClientId = identity?.clientId && isFullyVerified(identity) ? identity.clientId : null;
    const existingCoverByIdNumber = ownClientId ? await this.existingCover.byIdNumber(ids, { onlyPoliciesOf: ownClientId }) : new Map<string, number>();
    const result = priceQuote({ ...input }, { existingCoverByIdNumber });
    if (!result.ok) throwIfInvalid([...result.errors]);
    return result.quote!;
  }
}
