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
    return this.accounts.toModels(client.id, await this.accounts.listForClient(client.id));
  }
}

@Resolver(() => BankAccountModel)
export class BankAccountResolver {
  constructor(private readonly accounts: BankAccountService) {}

  @Query(() => BankAccountModel)
  async bankaccount(@Args('id', { type: () => ID }) id: string, @Identity() identity: CallerIdentity): Promise<BankAccountModel> {
    const clientId = requireClientId(identity);
    return this.accounts.toOwnModel(clientId, await this.accounts.findOwn(clientId, id));
  }

  @Mutation(() => BankAccountModel, { description: 'Adds a bank account (or returns the same one already added)' })
  async createBankAccount(@Args('input') input: BankAccountInput, @Identity() identity: CallerIdentity): Promise<BankAccountModel> {
    const clientId = requireClientId(identity);
    return this.accounts.toOwnModel(clientId, await this.accounts.createOrReuse(clientId, input));
  }

  @Mutation(() => BankAccountModel)
  async updateBankAccount(@Args('id', { type: () => ID }) id: string, @Args('input') input: BankAccountInput, @Identity() identity: CallerIdentity): Promise<BankAccountModel> {
    const clientId = requireClientId(identity);
    return this.accounts.toOwnModel(clientId, await this.accounts.update(clientId, id, input));
  }
}
