import { Args, Directive, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { DebtBreakdownModel, DebtCategoryEnum, DebtClient, DebtObligationModel, FinancialSummaryModel } from '../debt.models';
import { cents } from '../credit-record/record-mapping';
import { FinancialSummaryService } from '../financial-summary/financial-summary.service';
import { DebtBreakdownService } from './debt-breakdown.service';

/** Adds debtBreakdown and financialSummary to the federated Client (owned by identity). */
@Resolver(() => DebtClient)
export class ClientDebtResolver {
  constructor(
    private readonly breakdowns: DebtBreakdownService,
    private readonly summaries: FinancialSummaryService,
  ) {}

  @ResolveField(() => DebtBreakdownModel, {
    nullable: true,
    description: "The client's debt breakdown from their credit record; null until they have verified their ID number with the credit bureau",
  })
  @Directive('@requires(fields: "income estimatedIncome")')
  debtBreakdown(@Parent() client: DebtClient, @Identity() identity: CallerIdentity): Promise<DebtBreakdownModel | null> {
    assertOwnClient(identity, client.id);
    return this.breakdowns.breakdown(client.id, { incomeCents: cents(client.income), estimatedIncomeCents: cents(client.estimatedIncome) });
  }

  @ResolveField(() => FinancialSummaryModel, { nullable: true, description: "The client's monthly expenses; null until saved" })
  financialSummary(@Parent() client: DebtClient, @Identity() identity: CallerIdentity): Promise<FinancialSummaryModel | null> {
    assertOwnClient(identity, client.id);
    return this.summaries.findForClient(client.id);
  }
}

@Resolver(() => DebtBreakdownModel)
export class DebtBreakdownResolver {
  constructor(private readonly breakdowns: DebtBreakdownService) {}

  @ResolveField(() => [DebtObligationModel], { description: 'The obligations on the record, of one category when given' })
  obligations(
    @Parent() breakdown: DebtBreakdownModel,
    @Args('category', { type: () => DebtCategoryEnum, nullable: true }) category?: DebtCategoryEnum | null,
  ): DebtObligationModel[] {
    return this.breakdowns.obligations(breakdown, category);
  }
}
