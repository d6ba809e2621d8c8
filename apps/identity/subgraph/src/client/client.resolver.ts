import { Directive, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { Identity, isOwnClient, requireClientId, type CallerIdentity, type SubgraphContext } from '@imali/shared/nest';
import { ClientModel } from './client.model';
import { ClientService } from './client.service';

@Resolver(() => ClientModel)
export class ClientResolver {
  constructor(private readonly clients: ClientService) {}

  @Query(() => ClientModel, { nullable: true, description: "The signed-in client's own record" })
  // Areas may answer it too (their SharedMyClientResolver: the key only), so a query for one
  // area's Client fields is a single fetch to that area.
  @Directive('@shareable')
  myClient(@Identity() identity: CallerIdentity): Promise<ClientModel | null> {
    // Read before sign-up is done too: the shell's route guard needs the flags.
    return this.clients.findById(requireClientId(identity, { allowUnverified: true }));
  }

  /** Other subgraphs may point at a Client; only the caller's own record is ever returned. */
  @ResolveReference()
  resolveReference(reference: { id: string }, context: SubgraphContext): Promise<ClientModel | null> | null {
    return isOwnClient(context.identity, reference.id, { allowUnverified: true }) ? this.clients.findById(reference.id) : null;
  }
}
