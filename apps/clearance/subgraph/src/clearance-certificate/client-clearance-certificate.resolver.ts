import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { ClearanceCertificateEntity } from './clearance-certificate.entity';
import { ClearanceCertificateService } from './clearance-certificate.service';

/** Adds Client.clearanceCertificates to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class ClientClearanceCertificateResolver {
  constructor(private readonly service: ClearanceCertificateService) {}

  @ResolveField(() => [ClearanceCertificateEntity], { nullable: true, description: "The client's clearance certificate applications" })
  clearanceCertificates(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<ClearanceCertificateEntity[]> {
    assertOwnClient(identity, client.id);
    return this.service.findForClient(client.id);
  }
}
