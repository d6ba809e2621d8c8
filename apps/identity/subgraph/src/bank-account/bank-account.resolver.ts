import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, isOwnClient, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { BankAccountInput, BankAccountModel } from './bank-account.model';
import { BankAccountService } from './bank-account.service';
import { ClientModel } from '../client/client.model';

@Resolver(() => ClientModel)
export class ClientBankAccountsResolver {
  constructor(private readonly accounts: BankAccountService) {}

  @ResolveField(() => [BankAccountModel], { description: "The client's bank accounts" })
  async bankAccounts(@Parent() client: ClientModel, @Identity() identity: CallerIdentity): Promise<BankAccountModel[]> {
    if (!isOwnClient(identity, client.id)) return [];
    return (await this.accounts.listForClient(client.id)).map((a) => this.accounts.toModel(a));
  }
}

@Resolver(() => BankAccountModel)
export class BankAccountResolver {
  constructor(private readonly accounts: BankAccountService) {}

  @Query(() => BankAccountModel)
  async bankaccount(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<BankAccountModel> {
    return this.accounts.toModel(await this.accounts.findOwn(requireClientId(identity), id));
  }

  @Mutation(() => BankAccountModel, { description: 'Adds a bank account (or returns the same one already added)' })
  async createBankAccount(@Args('input') input: BankAccountInput, @Identity() identity: CallerIdentity): Promise<BankAccountModel> {
    return this.accounts.toModel(await this.accounts.createOrReuse(requireClientId(identity), input));
  }

  @Mutation(() => BankAccountModel)
  async updateBankAccount(@Args('id', { type: () => ID }) id: string, @Args('input') input: BankAccountInput, @Identity() identity: CallerIdentity): Promise<BankAccountModel> {
    return this.accounts.toModel(await this.accounts.update(requireClientId(identity), id, input));
  }
}
