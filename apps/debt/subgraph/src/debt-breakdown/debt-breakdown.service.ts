import { Injectable } from '@nestjs/common';
import type { DebtBreakdownModel, DebtCategoryEnum, DebtObligationModel } from '../debt.models';
import { BureauUnavailableError } from '../debt.errors';
import { sastDate } from '../debt-clock';
import { DebtIdentityClient } from '../debt-core.module';
import { CreditRecordService } from '../credit-record/credit-record.service';
import type { CreditRecordEntity } from '../credit-record/credit-record.entity';
import { FinancialSummaryService } from '../financial-summary/financial-summary.service';
import { BreakdownCache, computeBreakdown } from './compute-breakdown';

export interface ClientIncome {
  incomeCents: number | null;
  estimatedIncomeCents: number | null;
}

@Injectable()
export class DebtBreakdownService {
  private readonly cache = new BreakdownCache();

  constructor(
    private readonly records: CreditRecordService,
    private readonly summaries: FinancialSummaryService,
    private readonly identity: DebtIdentityClient,
  ) {}

  /**
   * The client's stored record (linked when they passed the challenge for their own ID number).
   * None stored but identity says their ID number is verified: fetched now (BUREAU_UNAVAILABLE
   * when the bureau fails). Null: the client has never verified.
   */
  async recordFor(clientId: string): Promise<CreditRecordEntity | null> {
    const row = await this.records.findForClient(clientId);
    if (row?.record) return row;
    const { idNumber, idNumberVerified } = await this.identity.clientIdNumber(clientId);
    if (!idNumber || !idNumberVerified) return null;
    const fetched = await this.records.fetchAndStore(idNumber, clientId);
    if (!fetched?.record) throw new BureauUnavailableError();
    return fetched;
  }

  async breakdown(clientId: string, income: ClientIncome, now = Date.now()): Promise<DebtBreakdownModel | null> {
    const row = await this.recordFor(clientId);
    if (!row?.record) return null;
    const today = sastDate(now);
    const key = BreakdownCache.key(row.id, row.fetchedAt, income.incomeCents, income.estimatedIncomeCents, today);
    let computed = this.cache.get(key);
    if (!computed) {
      computed = computeBreakdown({ recordId: row.id, record: row.record, ...income, today });
      this.cache.set(key, computed);
    }
    return { ...computed, budget: await this.summaries.expensesOf(clientId) };
  }

  obligations(breakdown: DebtBreakdownModel, category: DebtCategoryEnum | null | undefined): DebtObligationModel[] {
    if (!category) return breakdown.allObligations;
    return breakdown.allObligations.filter((o) => o.category === category);
  }
}
