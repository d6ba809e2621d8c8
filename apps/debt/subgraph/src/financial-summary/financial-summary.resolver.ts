import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { FinancialSummaryModel } from '../debt.models';
import { BudgetItemInput } from './financial-summary.input';
import { FinancialSummaryService } from './financial-summary.service';

@Resolver(() => FinancialSummaryModel)
export class FinancialSummaryResolver {
  constructor(private readonly summaries: FinancialSummaryService) {}

  @Mutation(() => FinancialSummaryModel, { description: "Saves the client's monthly expenses (one budget per client; refused under debt counselling)" })
  addOrUpdateClientFinancialSummary(
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('id', { type: () => ID, nullable: true }) id: string | null,
    @Args('expenses', { type: () => [BudgetItemInput] }) expenses: BudgetItemInput[],
    @Identity() identity: CallerIdentity,
  ): Promise<FinancialSummaryModel> {
    assertOwnClient(identity, clientId);
    return this.summaries.save(clientId, id, expenses);
  }
}
