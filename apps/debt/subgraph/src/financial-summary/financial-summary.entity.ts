import { Entity, Property, Unique } from '@mikro-orm/core';
import { ClientOwnedEntity } from '@imali/shared/nest';

/** One expense line: description and monthly amount in cents. */
export interface ExpenseRow {
  description: string;
  amountCents: number;
}

/** The client's monthly expenses (the budget form): one summary per client, found through ClientScope. */
@Entity({ tableName: 'financial_summary' })
@Unique({ properties: ['clientId'] })
export class FinancialSummaryEntity extends ClientOwnedEntity {
  @Property({ type: 'jsonb' })
  expenses: ExpenseRow[] = [];
}
