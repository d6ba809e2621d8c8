import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { DebitOrderModel, UpdateDebitOrderInput } from './debit-order.model';
import { DebitOrderService } from './debit-order.service';

@Resolver(() => DebitOrderModel)
export class DebitOrderResolver {
  constructor(private readonly orders: DebitOrderService) {}

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
    return this.orders.toModel(await this.orders.sign(requireClientId(identity), id, input));
  }
}
