import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { DebtBreakdownModel } from './debt-breakdown.model';
import { DebtBreakdownService } from './debt-breakdown.service';

/** Adds Client.debtBreakdown to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class ClientDebtBreakdownResolver {
  constructor(private readonly service: DebtBreakdownService) {}

  @ResolveField(() => DebtBreakdownModel, { nullable: true, description: "The client's debt breakdown" })
  debtBreakdown(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<DebtBreakdownModel | null> {
    assertOwnClient(identity, client.id);
    return this.service.findOneForClient(client.id);
  }
}
