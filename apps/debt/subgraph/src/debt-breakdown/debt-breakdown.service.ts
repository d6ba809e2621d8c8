import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DebtBreakdownModel, DebtCategoryEnum, DebtObligationModel } from '../debt.models';
import { BureauUnavailableError } from '../debt.errors';
import { sastDate } from '../debt-clock';
import { CreditRecordService } from '../credit-record/credit-record.service';
import type { CreditRecordEntity } from '../credit-record/credit-record.entity';
import { FinancialSummaryService, budgetOf } from '../financial-summary/financial-summary.service';
import type { ExpenseRow } from '../financial-summary/financial-summary.entity';
import { BreakdownCache, computeBreakdown } from './compute-breakdown';

export interface ClientIncome {
  incomeCents: number | null;
  estimatedIncomeCents: number | null;
}

@Injectable()
export class DebtBreakdownService {
  private readonly cache = new BreakdownCache();

  constructor(
    private readonly em: EntityManager,
    private readonly records: CreditRecordService,
    private readonly summaries: FinancialSummaryService,
  ) {}

  /**
   * The client's stored record: linked when they passed the challenge for their own ID number
   * (linked even when the bureau failed then, with no record yet: it is fetched now, and
   * BUREAU_UNAVAILABLE when the bureau fails again). Null: the client has never verified. Identity
   * is not asked: the dashboard does not depend on it being up.
   */
  async recordFor(clientId: string): Promise<CreditRecordEntity | null> {
    const row = await this.records.findForClient(clientId);
    if (!row || row.record) return row;
    const fetched = await this.records.fetchAndStore(this.records.idNumberOf(row), clientId);
    if (!fetched?.record) throw new BureauUnavailableError();
    return fetched;
  }

  async breakdown(clientId: string, income: ClientIncome, now = Date.now()): Promise<DebtBreakdownModel | null> {
    const today = sastDate(now);
    // The hot path is one round trip: the record's id and fetch time (not the record) and the budget.
    const [head] = await this.em.getConnection().execute<{ id: string; fetched_at: Date | string | null; expenses: ExpenseRow[] | null }[]>(
      `select r.id, r.fetched_at, s.expenses from "debt"."credit_record" r
       left join "debt"."financial_summary" s on s.client_id = r.client_id and s.deleted_at is null
       where r.client_id = ? and r.deleted_at is null and r.record is not null limit 1`,
      [clientId],
    );
    if (head) {
      const cached = this.cache.get(BreakdownCache.key(head.id, head.fetched_at, income.incomeCents, income.estimatedIncomeCents, today));
      if (cached) return { ...cached, budget: budgetOf(head.expenses ?? []) };
    }
    const row = await this.recordFor(clientId);
    if (!row?.record) return null;
    const computed = computeBreakdown({ recordId: row.id, record: row.record, ...income, today });
    this.cache.set(BreakdownCache.key(row.id, row.fetchedAt, income.incomeCents, income.estimatedIncomeCents, today), computed);
    return { ...computed, budget: await this.summaries.expensesOf(clientId) };
  }

  obligations(breakdown: DebtBreakdownModel, category: DebtCategoryEnum | null | undefined): DebtObligationModel[] {
    if (!category) return breakdown.allObligations;
    return breakdown.allObligations.filter((o) => o.category === category);
  }
}
