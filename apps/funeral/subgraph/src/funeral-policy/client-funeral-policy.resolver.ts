import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { FuneralPolicyEntity } from './funeral-policy.entity';
import { FuneralPolicyService } from './funeral-policy.service';

/** Adds Client.funeralPolicies to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class ClientFuneralPolicyResolver {
  constructor(private readonly service: FuneralPolicyService) {}

  @ResolveField(() => [FuneralPolicyEntity], { nullable: true, description: "The client's funeral policies" })
  funeralPolicies(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<FuneralPolicyEntity[]> {
    assertOwnClient(identity, client.id);
    return this.service.findForClient(client.id);
  }
}
