import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Identity, clientAddressHash, requireClientId, type CallerIdentity, type SubgraphContext } from '@imali/shared/nest';
import { DebitOrderModel, DebitOrderToSignModel, UpdateDebitOrderInput } from './debit-order.model';
import { DebitOrderService } from './debit-order.service';
import { DebitOrderSigningService } from './debit-order-signing.service';

@Resolver(() => DebitOrderModel)
export class DebitOrderResolver {
  constructor(
    private readonly orders: DebitOrderService,
    private readonly signing: DebitOrderSigningService,
  ) {}

  @Query(() => DebitOrderModel, { description: "One of the signed-in client's debit orders (NOT_FOUND for anyone else's)" })
  async debitorder(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<DebitOrderModel> {
    return this.orders.toModel(await this.orders.findOwn(requireClientId(identity), id));
  }

  @Mutation(() => DebitOrderModel, { description: "Signs the debit order mandate on the web (WEB_SIGNATURE); a DebiCheck mandate goes to the account holder's bank" })
  async updateDebitOrder(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateDebitOrderInput,
    @Identity() identity: CallerIdentity,
  ): Promise<DebitOrderModel> {
    return this.orders.toModel(await this.orders.sign(requireClientId(identity), id, input, 'CLIENT'));
  }

  @Mutation(() => DebitOrderModel, {
    description:
      "Sends the third party's account holder a new signing link for the client's own NAEDO or DO debit order still awaiting their signature; earlier links stop working (a link sent in the last 2 minutes is not sent again; 3 a day)",
  })
  async resendDebitOrderSignLink(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<DebitOrderModel> {
    return this.orders.toModel(await this.signing.resendSignRequest(requireClientId(identity), id));
  }

  @Query(() => DebitOrderToSignModel, { description: "Visitors: the debit order a third party's account holder was sent a signing link for (BAD_USER_INPUT for an invalid, expired or retired link)" })
  async debitOrderToSign(@Args('token') token: string): Promise<DebitOrderToSignModel> {
    return this.signing.toSign(token);
  }

  @Mutation(() => DebitOrderToSignModel, { description: "Visitors: the account holder's web signature with the link's token (once; rate-limited)" })
  async signDebitOrderWithToken(@Args('token') token: string, @Args('input') input: UpdateDebitOrderInput, @Context() ctx: SubgraphContext): Promise<DebitOrderToSignModel> {
    return this.signing.signWithToken(token, input, clientAddressHash(ctx));
  }
}
