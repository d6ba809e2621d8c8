import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientScope, throwIfInvalid, type FieldErrorShape } from '@imali/shared/nest';
import { REQUIRED_MESSAGE, atMostCharactersMessage, atMostEntriesMessage, betweenMessage, NUMBER_MESSAGE } from '@imali/shared/validation';
import type { BudgetItemModel, FinancialSummaryModel } from '../debt.models';
import { UnderDebtCounsellingError } from '../debt.errors';
import { cents, rand } from '../credit-record/record-mapping';
import { CreditRecordEntity } from '../credit-record/credit-record.entity';
import { FinancialSummaryEntity, type ExpenseRow } from './financial-summary.entity';
import type { BudgetItemInput } from './financial-summary.input';

/** Spec §9 "Budget categories"; a description may also be the client's own words. */
export const BUDGET_CATEGORIES = ['Rent / Home', 'Education', 'Water & Electricity', 'Travel', 'Mobile & Internet', 'Other'] as const;
export const EXPENSE_DESCRIPTION_MAX_LENGTH = 100;
export const EXPENSE_AMOUNT_MAX = 10_000_000;
export const EXPENSES_MAX = 20;

/** Field errors of a budget (none when it may be saved). */
export function expenseErrors(expenses: readonly BudgetItemInput[]): FieldErrorShape[] {
  if (expenses.length > EXPENSES_MAX) return [{ field: 'expenses', message: atMostEntriesMessage(EXPENSES_MAX) }];
  const errors: FieldErrorShape[] = [];
  expenses.forEach((item, i) => {
    const description = typeof item.description === 'string' ? item.description.trim() : '';
    if (!description) errors.push({ field: `expenses.${i}.description`, message: REQUIRED_MESSAGE });
    else if (description.length > EXPENSE_DESCRIPTION_MAX_LENGTH) errors.push({ field: `expenses.${i}.description`, message: atMostCharactersMessage(EXPENSE_DESCRIPTION_MAX_LENGTH) });
    if (typeof item.amount !== 'number' || !Number.isFinite(item.amount)) errors.push({ field: `expenses.${i}.amount`, message: NUMBER_MESSAGE });
    else if (item.amount < 0 || item.amount > EXPENSE_AMOUNT_MAX) errors.push({ field: `expenses.${i}.amount`, message: betweenMessage(0, EXPENSE_AMOUNT_MAX) });
  });
  return errors;
}

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
