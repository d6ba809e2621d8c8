import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Identity, type CallerIdentity } from '@imali/shared/nest';
import { ClientDocumentModel, CreateClientDocumentInput } from './client-document.model';
import { ClientDocumentService } from './client-document.service';
import { VAULT_CONFIG, type VaultConfig } from '../vault.config';

@Resolver(() => ClientDocumentModel)
export class ClientDocumentResolver {
  constructor(
    private readonly service: ClientDocumentService,
    @Inject(VAULT_CONFIG) private readonly config: VaultConfig,
  ) {}

  @Query(() => ClientDocumentModel, { nullable: true, description: "One of the signed-in client's documents" })
  clientdocument(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<ClientDocumentModel> {
    return this.service.findOwn(identity, id);
  }

  @Mutation(() => ClientDocumentModel, {
    description: "Records an uploaded file (POST /files) as one of the client's documents; idempotent per file. Visitors send the upload token of their sale",
  })
  createClientDocument(@Args('input') input: CreateClientDocumentInput, @Identity() identity: CallerIdentity): Promise<ClientDocumentModel> {
    return this.service.create(identity, input, this.config.INTERNAL_AUTH_SECRET);
  }
}
