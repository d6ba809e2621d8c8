import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { SaleArgs, SaleResultModel } from './sale.input';
import { SaleService } from './sale.service';

@Resolver()
export class SaleResolver {
  constructor(private readonly sales: SaleService) {}

  @Mutation(() => SaleResultModel, { description: 'Buys a funeral policy: one transaction, idempotent on salesInteraction.idempotencyKey' })
  createSalesInteractionPolicyWithMembers(@Args() sale: SaleArgs, @Identity() identity: CallerIdentity): Promise<SaleResultModel> {
    // Visitors may buy; a signed-in client only once sign-up is done (the server-side session guard).
    if (identity.userId || identity.clientId) requireClientId(identity);
    return this.sales.sell(identity, sale);
  }
}
