import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { ClientObligationEntity } from './client-obligation.entity';
import { ClientObligationService } from './client-obligation.service';

/** Adds Client.thirdPartyFuneralPolicies to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class ClientThirdPartyPoliciesResolver {
  constructor(private readonly obligations: ClientObligationService) {}

  @ResolveField(() => [ClientObligationEntity], { nullable: true, description: "Funeral policies the client holds with other insurers, as they entered them" })
  thirdPartyFuneralPolicies(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<ClientObligationEntity[]> {
    assertOwnClient(identity, client.id);
    return this.obligations.listForClient(client.id);
  }
}
