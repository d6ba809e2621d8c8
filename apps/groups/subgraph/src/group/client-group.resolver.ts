import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { GroupModel } from './group.model';
import { GroupService } from './group.service';

/** Adds Client.groups to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class ClientGroupResolver {
  constructor(private readonly service: GroupService) {}

  @ResolveField(() => [GroupModel], { nullable: true, description: "The funeral groups the client belongs to" })
  groups(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<GroupModel[]> {
    assertOwnClient(identity, client.id);
    return this.service.findForClient(client.id);
  }
}
