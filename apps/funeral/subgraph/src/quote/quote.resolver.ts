import { Args, Float, Int, Query, Resolver } from '@nestjs/graphql';
import { Identity, isFullyVerified, throwIfInvalid, type CallerIdentity } from '@imali/shared/nest';
import { priceQuote, type FuneralQuote } from '@imali/funeral/domain';
import { PolicyQuoteModel, QuoteDependantInput } from './quote.model';
import { ExistingCoverService } from './existing-cover.service';

export function toQuoteModel(quote: FuneralQuote): PolicyQuoteModel {
  return {
    premium: quote.premium,
    premiumBeforeMinimum: quote.premiumBeforeMinimum,
    minimumPremiumShortfall: quote.minimumPremiumShortfall,
    totalCover: quote.totalCover,
    coverAmount: quote.coverAmount,
    policyType: quote.policyType,
    pricingVersion: quote.pricingVersion,
    lives: quote.lives.map((life) => ({
      memberType: life.memberType,
      position: life.position,
      age: life.age,
      gender: life.gender,
      coverAmount: life.coverAmount,
      cappedFrom: life.cappedFrom,
      capMessage: life.capMessage,
      premium: life.premium,
    })),
  };
}

@Resolver()
export class QuoteResolver {
  constructor(private readonly existingCover: ExistingCoverService) {}

  @Query(() => PolicyQuoteModel, { description: 'A monthly funeral premium (visitors and clients); the statutory caps are applied and shown' })
  async getPolicyQuote(
    @Args('idNumber', { type: () => String, nullable: true }) idNumber?: string | null,
    @Args('age', { type: () => Int, nullable: true }) age?: number | null,
    @Args('ageSpouse', { type: () => Int, nullable: true }) ageSpouse?: number | null,
    @Args('gender', { type: () => String, nullable: true }) gender?: string | null,
    @Args('spouse', { type: () => Boolean, nullable: true }) spouse?: boolean | null,
    @Args('children', { type: () => Int, nullable: true }) children?: number | null,
    @Args('childAges', { type: () => [Int], nullable: 'itemsAndList' }) childAges?: (number | null)[] | null,
    @Args('coverAmount', { type: () => Int, nullable: true }) coverAmount?: number | null,
    @Args('parents', { type: () => [QuoteDependantInput], nullable: true }) parents?: QuoteDependantInput[] | null,
    @Args('extended', { type: () => [QuoteDependantInput], nullable: true }) extended?: QuoteDependantInput[] | null,
    @Args('income', { type: () => Float, nullable: true }) income?: number | null,
    @Identity() identity?: CallerIdentity,
  ): Promise<PolicyQuoteModel> {
    const input = { idNumber, age, ageSpouse, gender, spouse, children, childAges, coverAmount, parents, extended, income };
    const ids = [idNumber, ...(parents ?? []).map((p) => p.idNumber), ...(extended ?? []).map((e) => e.idNumber)];
    // Only the caller's own policies count here (no probing of others' cover); a sale counts all.
    // A client who has not finished sign-up is quoted as a visitor is.
    const ownClientId = identity?.clientId && isFullyVerified(identity) ? identity.clientId : null;
    const existingCoverByIdNumber = ownClientId ? await this.existingCover.byIdNumber(ids, { onlyPoliciesOf: ownClientId }) : new Map<string, number>();
    const result = priceQuote(input, { existingCoverByIdNumber });
    if (!result.ok) throwIfInvalid([...result.errors]);
    return toQuoteModel(result.quote!);
  }
}
