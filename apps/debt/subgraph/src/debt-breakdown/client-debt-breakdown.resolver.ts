import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { DebtBreakdownEntity } from './debt-breakdown.entity';
import { DebtBreakdownService } from './debt-breakdown.service';

/** Adds Client.debtBreakdown to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class ClientDebtBreakdownResolver {
  constructor(private readonly service: DebtBreakdownService) {}

  @ResolveField(() => DebtBreakdownEntity, { nullable: true, description: "The client's debt breakdown" })
  debtBreakdown(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<DebtBreakdownEntity | null> {
    assertOwnClient(identity, client.id);
    return this.service.findOneForClient(client.id);
  }
}
