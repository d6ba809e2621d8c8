import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientScope, throwIfInvalid, type FieldErrorShape } from '@imali/shared/nest';
import { budgetItemsErrors } from '@imali/debt/domain';
import type { BudgetItemModel, FinancialSummaryModel } from '../debt.models';
import { UnderDebtCounsellingError } from '../debt.errors';
import { cents, rand } from '../credit-record/record-mapping';
import { CreditRecordEntity } from '../credit-record/credit-record.entity';
import { FinancialSummaryEntity, type ExpenseRow } from './financial-summary.entity';
import type { BudgetItemInput } from './financial-summary.input';

/**
 * Field errors of a budget (none when it may be saved): the debt domain's one rule set, shared with
 * the Budget form (description required, at most 100 characters; amount 0 to 10 000 000; at most 20).
 */
export const expenseErrors = (expenses: readonly BudgetItemInput[]): FieldErrorShape[] => budgetItemsErrors(expenses);

export const budgetOf = (rows: readonly ExpenseRow[]): BudgetItemModel[] => rows.map((row) => ({ description: row.description, amount: rand(row.amountCents) }));
const toModel = (row: FinancialSummaryEntity): FinancialSummaryModel => ({ id: row.id, expenses: budgetOf(row.expenses) });

@Injectable()
export class FinancialSummaryService {
  constructor(private readonly em: EntityManager) {}

  async findForClient(clientId: string): Promise<FinancialSummaryModel | null> {
    const [row] = await new ClientScope(this.em, clientId).find(FinancialSummaryEntity, {}, { limit: 1 });
    return row ? toModel(row) : null;
  }

  async expensesOf(clientId: string): Promise<BudgetItemModel[]> {
    const rows = await this.em.getConnection().execute<{ expenses: ExpenseRow[] }[]>(
      'select expenses from "debt"."financial_summary" where client_id = ? and deleted_at is null limit 1',
      [clientId],
    );
    return rows[0] ? budgetOf(rows[0].expenses) : [];
  }

  /**
   * Saves the client's one budget: an insert, or the same row's update (a retried submit, with
   * or without the id, never makes a second). Refused while under debt counselling.
   */
  async save(clientId: string, id: string | null | undefined, expenses: BudgetItemInput[]): Promise<FinancialSummaryModel> {
    throwIfInvalid(expenseErrors(expenses));
    const rows: ExpenseRow[] = expenses.map((item) => ({ description: item.description.trim(), amountCents: cents(item.amount) ?? 0 }));
    return this.em.transactional(async (tx) => {
      const record = await tx.findOne(CreditRecordEntity, { clientId }, { fields: ['record'] });
      if (record?.record?.hasDebtCounselling) throw new UnderDebtCounsellingError();
      // An id names the client's own summary (NOT_FOUND for a missing one and another client's alike).
      if (id) await new ClientScope(tx, clientId).findOne(FinancialSummaryEntity, id);
      const [saved] = await tx.getConnection().execute<{ id: string }[]>(
        `insert into "debt"."financial_summary" as s (id, created_at, updated_at, version, client_id, expenses)
         values (gen_random_uuid(), now(), now(), 1, ?, ?::jsonb)
         on conflict (client_id) do update set expenses = excluded.expenses, deleted_at = null, updated_at = now(), version = s.version + 1
         returning id`,
        [clientId, JSON.stringify(rows)],
        'all',
        tx.getTransactionContext(),
      );
      return { id: saved!.id, expenses: budgetOf(rows) };
    });
  }
}
