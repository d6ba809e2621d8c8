import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
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
  async updateMyProfile(@Args('input') input: UpdateClientInput, @Identity() identity: CallerIdentity): Promise<ClientModel> {
    const client = await this.profiles.update(requireClientId(identity), input, identity.userId);
    return this.clients.toModel(client);
  }
}
