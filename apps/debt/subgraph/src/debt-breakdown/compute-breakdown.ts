import type { CreditRecord } from '@imali/integrations/credit-bureau';
import {
  affordability,
  allDebt,
  debtPaymentProjection,
  finalPaymentDate,
  incomeUsed,
  maximumDebtReviewTerm,
  withDCPaymentProjection,
  type PaymentPoint,
} from '@imali/debt/domain';
import type { DebtBreakdownModel, DebtPaymentModel } from '../debt.models';
import { currentObligations, domainObligation, obligationModel, rand } from '../credit-record/record-mapping';

export interface BreakdownInput {
  recordId: string;
  record: CreditRecord;
  /** The client's monthly income (identity), cents; null when unknown. */
  incomeCents: number | null;
  /** Identity's estimated income, cents; the bureau's estimate is used when this is unknown. */
  estimatedIncomeCents: number | null;
  /** YYYY-MM-DD in Johannesburg. */
  today: string;
}

const points = (payments: readonly PaymentPoint[]): DebtPaymentModel[] => payments.map((p) => ({ date: p.date, payment: rand(p.payment) }));

/** Everything of the breakdown but the budget, from the stored record alone (pure). */
export function computeBreakdown(input: BreakdownInput): Omit<DebtBreakdownModel, 'budget'> {
  const { record } = input;
  // Removed accounts are history: no total, projection or list of debts counts them.
  const current = currentObligations(record);
  const obligations = current.map(domainObligation);
  const totals = allDebt(obligations);
  const projection = debtPaymentProjection(obligations, input.today);
  // Under debt counselling the record's instalments are the plan (docs/decisions/debt-counselling-projection.md).
  const dc = withDCPaymentProjection(obligations, input.today, { underDebtCounselling: record.hasDebtCounselling });
  const estimate = input.estimatedIncomeCents && input.estimatedIncomeCents > 0 ? input.estimatedIncomeCents : record.estimatedIncomeCents;
  const line = affordability(input.incomeCents, estimate);
  const used = incomeUsed(input.incomeCents, estimate);
  return {
    id: input.recordId,
    recordDate: record.recordDate,
    finalPaymentDate: finalPaymentDate(projection) ?? null,
    allDebt: rand(totals.allDebt),
    housingDebt: rand(totals.housingDebt),
    vehicleDebt: rand(totals.vehicleDebt),
    normalDebt: rand(totals.normalDebt),
    creditCardDebt: rand(totals.creditCardDebt),
    compuScore: record.compuScore,
    affordability: line === undefined ? null : rand(line),
    estimatedIncome: estimate === null || estimate === undefined ? null : rand(estimate),
    incomeIsEstimated: used.estimated,
    debtPaymentProjection: points(projection.payments),
    withDCPaymentProjection: { payment: rand(dc.payment), payments: points(dc.payments), interestSaved: rand(dc.interestSaved) },
    // The debt-counselling plan's length: the term shown beside its repayment (docs/decisions/debt-review-term.md).
    maximumDebtReviewTerm: maximumDebtReviewTerm(dc),
    hasDebtCounselling: record.hasDebtCounselling,
    hasJudgements: record.hasJudgements,
    allObligations: current.map(obligationModel),
  };
}

/**
 * Computed breakdowns kept in memory, keyed by everything they depend on (record id and fetch
 * time, the incomes, today): a refreshed record, a changed income or a new day is a new key, so
 * nothing is ever stale (docs/decisions/debt-breakdown-cache.md). Bounded: the oldest sixteenth
 * goes in one pass when full.
 */
export class BreakdownCache {
  private readonly entries = new Map<string, Omit<DebtBreakdownModel, 'budget'>>();

  constructor(private readonly maxEntries = 5000) {}

  static key(recordId: string, fetchedAt: Date | string | null | undefined, incomeCents: number | null, estimatedIncomeCents: number | null, today: string): string {
    // Raw queries give the timestamp as text, the ORM as a Date: the same instant either way.
    return `${recordId}|${fetchedAt ? new Date(fetchedAt).getTime() : 0}|${incomeCents ?? ''}|${estimatedIncomeCents ?? ''}|${today}`;
  }

  get(key: string): Omit<DebtBreakdownModel, 'budget'> | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: Omit<DebtBreakdownModel, 'budget'>): void {
    if (this.entries.size >= this.maxEntries) {
      let drop = Math.max(1, Math.floor(this.maxEntries / 16));
      for (const old of this.entries.keys()) {
        this.entries.delete(old);
        if (--drop === 0) break;
      }
    }
    this.entries.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }
}
