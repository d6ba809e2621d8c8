import { Module } from '@nestjs/common';
import { DebtCoreModule } from './debt-core.module';
import { CreditRecordService } from './credit-record/credit-record.service';
import { ChallengeService } from './credit-record/challenge.service';
import { ChallengeResolver } from './credit-record/challenge.resolver';
import { DebtBreakdownService } from './debt-breakdown/debt-breakdown.service';
import { ClientDebtResolver, DebtBreakdownResolver } from './debt-breakdown/client-debt.resolver';
import { SnowballResolver } from './debt-breakdown/snowball.resolver';
import { FinancialSummaryService } from './financial-summary/financial-summary.service';
import { FinancialSummaryResolver } from './financial-summary/financial-summary.resolver';
import { DailyRefreshService } from './refresh/daily-refresh.service';

/** The debt subgraph: the credit record and its challenge, the breakdown and projections, the budget. */
@Module({
  imports: [DebtCoreModule],
  providers: [
    CreditRecordService,
    ChallengeService,
    ChallengeResolver,
    DebtBreakdownService,
    ClientDebtResolver,
    DebtBreakdownResolver,
    SnowballResolver,
    FinancialSummaryService,
    FinancialSummaryResolver,
    DailyRefreshService,
  ],
})
export class DebtSubgraphModule {}
