import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { ClientObligationInput } from './client-obligation.input';
import { ClientObligationEntity } from './client-obligation.entity';
import { ClientObligationService } from './client-obligation.service';

@Resolver(() => ClientObligationEntity)
export class ClientObligationResolver {
  constructor(private readonly obligations: ClientObligationService) {}

  @Query(() => ClientObligationEntity, { nullable: true, description: "One of the signed-in client's third-party funeral policies" })
  clientobligation(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<ClientObligationEntity> {
    return this.obligations.findOwn(requireClientId(identity), id);
  }

  @Mutation(() => ClientObligationEntity, { description: 'Records a funeral policy the client holds with another insurer (source CLIENT_MANUAL_ENTRY)' })
  createClientObligation(@Args('input') input: ClientObligationInput, @Identity() identity: CallerIdentity): Promise<ClientObligationEntity> {
    return this.obligations.create(requireClientId(identity), input);
  }

  @Mutation(() => ClientObligationEntity, { description: "Changes one of the client's own third-party funeral policies" })
  updateClientObligation(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: ClientObligationInput,
    @Identity() identity: CallerIdentity,
  ): Promise<ClientObligationEntity> {
    return this.obligations.update(requireClientId(identity), id, input);
  }
}
