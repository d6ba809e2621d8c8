import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { ClientDocumentModel } from './client-document.model';
import { ClientDocumentService } from './client-document.service';

/** Adds Client.documents to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class ClientClientDocumentResolver {
  constructor(private readonly service: ClientDocumentService) {}

  @ResolveField(() => [ClientDocumentModel], { nullable: true, description: "The client's documents" })
  documents(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<ClientDocumentModel[]> {
    assertOwnClient(identity, client.id);
    return this.service.findForClient(client.id);
  }
}
