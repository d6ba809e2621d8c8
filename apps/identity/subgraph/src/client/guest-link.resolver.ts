import { Args, Field, ID, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { CommunicationType } from '../otp/otp.model';
import { GuestLinkService } from './guest-link.service';

@ObjectType('GuestSaleLink')
export class GuestSaleLinkModel {
  @Field(() => String, { description: 'Where the code went (masked): the contact details given at the sale' })
  destination!: string;
}

@Resolver()
export class GuestLinkResolver {
  constructor(private readonly links: GuestLinkService) {}

  @Mutation(() => GuestSaleLinkModel, { description: "Sends a code to the contact details of a purchase made without signing in (the sale's clientId), to add it to this account" })
  linkGuestSale(
    @Args('clientId', { type: () => ID }) guestId: string,
    @Args('communicationType', { type: () => CommunicationType }) channel: CommunicationType,
    @Identity() identity: CallerIdentity,
  ): Promise<GuestSaleLinkModel> {
    return this.links.start(requireClientId(identity), guestId, channel);
  }

  @Mutation(() => Boolean, { description: 'Adds the purchase to this account with the code sent by linkGuestSale' })
  confirmGuestSaleLink(@Args('OTP') code: string, @Identity() identity: CallerIdentity): Promise<boolean> {
    return this.links.confirm(requireClientId(identity), code);
  }
}
