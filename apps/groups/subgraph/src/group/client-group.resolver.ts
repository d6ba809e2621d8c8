import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { GroupEntity } from './group.entity';
import { GroupService } from './group.service';

/** Adds Client.groups to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class ClientGroupResolver {
  constructor(private readonly service: GroupService) {}

  @ResolveField(() => [GroupEntity], { nullable: true, description: "The funeral groups the client belongs to" })
  groups(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<GroupEntity[]> {
    assertOwnClient(identity, client.id);
    return this.service.findForClient(client.id);
  }
}
