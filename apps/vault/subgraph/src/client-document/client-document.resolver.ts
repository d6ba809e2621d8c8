import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Identity, type CallerIdentity } from '@imali/shared/nest';
import { ClientDocumentEntity } from './client-document.entity';
import { ClientDocumentTypeEnum } from './client-document.enums';
import { CreateClientDocumentInput } from './client-document.input';
import { ClientDocumentService } from './client-document.service';
import { DocumentEmailModel, DocumentEmailService } from './document-email.service';
import { VAULT_CONFIG, type VaultConfig } from '../vault.config';

@Resolver(() => ClientDocumentEntity)
export class ClientDocumentResolver {
  constructor(
    private readonly service: ClientDocumentService,
    private readonly emails: DocumentEmailService,
    @Inject(VAULT_CONFIG) private readonly config: VaultConfig,
  ) {}

  @Query(() => ClientDocumentEntity, { nullable: true, description: "One of the signed-in client's documents; with types, NOT_FOUND when it is of another type (as for another client's)" })
  clientdocument(
    @Args('id', { type: () => ID }) id: string,
    @Identity() identity: CallerIdentity,
    @Args('types', { type: () => [ClientDocumentTypeEnum], nullable: true, description: "The page's types (/documents/id/{id}: RSA_ID)" }) types?: string[] | null,
  ): Promise<ClientDocumentEntity> {
    return this.service.findOwn(identity, id, types);
  }

  @Mutation(() => ClientDocumentEntity, {
    description: "Records an uploaded file (POST /files) as one of the client's documents; idempotent per file, type and person (forClientId): the same file about someone else or as another type is another document. Visitors send the upload token of their sale",
  })
  createClientDocument(@Args('input') input: CreateClientDocumentInput, @Identity() identity: CallerIdentity): Promise<ClientDocumentEntity> {
    return this.service.create(identity, input, this.config.INTERNAL_AUTH_SECRET);
  }

  @Mutation(() => DocumentEmailModel, { description: "Sends one of the client's documents, attached, to an e-mail address (at most 10 an hour); recorded" })
  emailClientDocument(@Args('id', { type: () => ID }) id: string, @Args('email') email: string, @Identity() identity: CallerIdentity): Promise<DocumentEmailModel> {
    return this.emails.send(identity, id, email);
  }
}
