import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { CreditLifeEntity } from './credit-life.entity';
import { CreditLifeService } from './credit-life.service';

/** Adds Client.creditLife to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class ClientCreditLifeResolver {
  constructor(private readonly service: CreditLifeService) {}

  @ResolveField(() => CreditLifeEntity, { nullable: true, description: "The client's credit life cover" })
  creditLife(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<CreditLifeEntity | null> {
    assertOwnClient(identity, client.id);
    return this.service.findOneForClient(client.id);
  }
}
