// Income, affordability and the monthly budget (savings-budget-debt-shell.md sections 4 and 9):
// "Affordability line is 40% of income. Income used is actual income, falling back to
// estimated income (marked with * when estimated)." "Monthly budget equals income minus
// affordability, or 'Unknown' if that is missing."
import { AFFORDABILITY_PERCENT_OF_INCOME, type Cents } from './debt-constants';
import { wholeCents } from './debt-obligation';

export interface IncomeUsed {
  /** Monthly income in cents, or undefined when neither income is known. */
  readonly income: Cents | undefined;
  /** True when the estimated income was used (the screens add *). */
  readonly estimated: boolean;
}

/** The client's income when above zero, else the bureau's estimate when above zero, else unknown. */
export function incomeUsed(income: Cents | null | undefined, estimatedIncome: Cents | null | undefined): IncomeUsed {
  const actual = wholeCents(income);
  if (actual > 0) return { income: actual, estimated: false };
  const estimate = wholeCents(estimatedIncome);
  if (estimate > 0) return { income: estimate, estimated: true };
  return { income: undefined, estimated: false };
}

/** 40% of the income used, rounded to the nearest cent (half up); undefined when income is unknown. */
export function affordability(income: Cents | null | undefined, estimatedIncome?: Cents | null): Cents | undefined {
  const used = incomeUsed(income, estimatedIncome).income;
  return used === undefined ? undefined : Math.floor((used * AFFORDABILITY_PERCENT_OF_INCOME + 50) / 100);
}

/** Income minus affordability (the 60% left for living); undefined ("Unknown") when income is unknown. */
export function monthlyBudget(income: Cents | null | undefined, estimatedIncome?: Cents | null): Cents | undefined {
  const used = incomeUsed(income, estimatedIncome).income;
  const line = affordability(income, estimatedIncome);
  return used === undefined || line === undefined ? undefined : used - line;
}

/**
 * What the affordability line leaves after the monthly debt (positive: room to repay; zero or
 * negative: none). Undefined when income is unknown. See docs/decisions/debt-affordability-capacity.md.
 */
export function affordabilityCapacity(
  allDebt: Cents,
  income: Cents | null | undefined,
  estimatedIncome?: Cents | null,
): Cents | undefined {
  const line = affordability(income, estimatedIncome);
  return line === undefined ? undefined : line - wholeCents(allDebt);
}

export interface IncomeTip {
  /** "A tip inviting the client to add income shows when income is zero or absent." */
  readonly show: boolean;
  /** "If an estimate was used, it says so." */
  readonly estimated: boolean;
}

export function incomeTip(income: Cents | null | undefined, estimatedIncome?: Cents | null): IncomeTip {
  return { show: wholeCents(income) === 0, estimated: incomeUsed(income, estimatedIncome).estimated };
}
