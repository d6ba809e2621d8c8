import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { SavingsModel } from '../savings.models';
import { SavingsService } from './savings.service';

/** Adds Client.savings to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class ClientSavingsResolver {
  constructor(private readonly service: SavingsService) {}

  @ResolveField(() => SavingsModel, { nullable: true, description: "The client's savings and goals" })
  savings(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<SavingsModel | null> {
    assertOwnClient(identity, client.id);
    return this.service.findOneForClient(client.id);
  }
}
