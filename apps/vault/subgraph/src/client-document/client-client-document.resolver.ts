import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { ClientDocumentEntity } from './client-document.entity';
import { ClientDocumentService } from './client-document.service';

/** Adds Client.documents to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class ClientClientDocumentResolver {
  constructor(private readonly service: ClientDocumentService) {}

  @ResolveField(() => [ClientDocumentEntity], { nullable: true, description: "The client's documents" })
  documents(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<ClientDocumentEntity[]> {
    assertOwnClient(identity, client.id);
    return this.service.findForClient(client.id);
  }
}
