import { Args, Field, Mutation, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, isOwnClient, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { ContactChangeFieldEnum } from '../client/client.enums';
import { ClientModel } from '../client/client.model';
import { ClientService } from '../client/client.service';
import { OtpService } from '../otp/otp.service';

@ObjectType('PendingContactChange', { description: 'A new cell number or e-mail waiting for the OTP sent to it' })
export class PendingContactChangeModel {
  @Field(() => ContactChangeFieldEnum)
  field!: string;

  @Field(() => String, { description: 'The new value, masked' })
  destination!: string;

  @Field(() => Date)
  expiresAt!: Date;
}

/** Changing a proven cell number or e-mail (docs/decisions/contact-detail-changes.md). */
@Resolver(() => ClientModel)
export class ContactChangeResolver {
  constructor(
    private readonly otp: OtpService,
    private readonly clients: ClientService,
  ) {}

  @ResolveField(() => [PendingContactChangeModel], { description: 'New contact details waiting for their OTP' })
  pendingContactChanges(@Parent() client: ClientModel, @Identity() identity: CallerIdentity): Promise<PendingContactChangeModel[]> | PendingContactChangeModel[] {
    return isOwnClient(identity, client.id, { allowUnverified: true }) ? this.otp.pendingContactChanges(client.id) : [];
  }

  @Mutation(() => ClientModel, { description: 'Applies the new cell number or e-mail whose OTP this is' })
  async confirmContactChange(@Args('OTP') code: string, @Identity() identity: CallerIdentity): Promise<ClientModel> {
    const clientId = requireClientId(identity);
    await this.otp.confirmContactChange(clientId, code);
    return (await this.clients.findById(clientId))!;
  }
}
