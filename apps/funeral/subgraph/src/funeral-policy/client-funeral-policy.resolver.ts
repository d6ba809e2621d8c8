import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { FuneralPolicyModel } from './funeral-policy.model';
import { FuneralPolicyService } from './funeral-policy.service';

/** Adds Client.funeralPolicies to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class ClientFuneralPolicyResolver {
  constructor(private readonly service: FuneralPolicyService) {}

  @ResolveField(() => [FuneralPolicyModel], { nullable: true, description: "The client's funeral policies" })
  funeralPolicies(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<FuneralPolicyModel[]> {
    assertOwnClient(identity, client.id);
    return this.service.findForClient(client.id);
  }
}
