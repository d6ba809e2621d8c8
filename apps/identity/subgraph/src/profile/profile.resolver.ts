import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Identity, refreshSession, requireClientId, type CallerIdentity, type SubgraphContext } from '@imali/shared/nest';
import { ClientModel } from '../client/client.model';
import { ClientService } from '../client/client.service';
import { ProfileService } from './profile.service';
import { UpdateClientInput } from './update-client.input';

@Resolver()
export class ProfileResolver {
  constructor(
    private readonly profiles: ProfileService,
    private readonly clients: ClientService,
  ) {}

  @Mutation(() => ClientModel, { description: "Updates the signed-in client's own profile" })
  async updateMyProfile(@Args('input') input: UpdateClientInput, @Identity() identity: CallerIdentity, @Context() ctx: SubgraphContext): Promise<ClientModel> {
    // The registration form and the terms go through here, so it is open before sign-up is done.
    const client = await this.profiles.update(requireClientId(identity, { allowUnverified: true }), input, identity.userId);
    refreshSession(ctx);
    return this.clients.toModel(client);
  }
}
