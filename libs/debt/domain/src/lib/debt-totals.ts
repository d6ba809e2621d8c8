// debtBreakdown's monthly totals (spec section 3: "allDebt (total monthly debt), housingDebt,
// vehicleDebt, normalDebt, creditCardDebt"): sums of instalments by category.
import type { Cents } from './debt-constants';
import { debtCategoryOfAccountType, wholeCents, type DebtCategory, type DebtObligation } from './debt-obligation';

export interface DebtTotals {
  readonly allDebt: Cents;
  readonly housingDebt: Cents;
  readonly vehicleDebt: Cents;
  /** Personal loans and every other account type. */
  readonly normalDebt: Cents;
  readonly creditCardDebt: Cents;
}

const FIELD: Readonly<Record<DebtCategory, Exclude<keyof DebtTotals, 'allDebt'>>> = {
  housing: 'housingDebt',
  vehicle: 'vehicleDebt',
  personal: 'normalDebt',
  creditCard: 'creditCardDebt',
};

/**
 * Monthly instalments in cents, in total and by category. An account with nothing left to pay
 * (balance 0) is not a monthly debt any more, so its instalment is left out.
 */
export function allDebt(obligations: readonly DebtObligation[]): DebtTotals {
  const totals = { allDebt: 0, housingDebt: 0, vehicleDebt: 0, normalDebt: 0, creditCardDebt: 0 };
  for (const obligation of obligations) {
    if (wholeCents(obligation.currentBalance) === 0) continue;
    const installment = wholeCents(obligation.installment);
    totals[FIELD[debtCategoryOfAccountType(obligation.accountType)]] += installment;
    totals.allDebt += installment;
  }
  return totals;
}

/** The obligations of one category, for /debt-repayments/{category}. */
export function obligationsInCategory<T extends DebtObligation>(obligations: readonly T[], category: DebtCategory): T[] {
  return obligations.filter((obligation) => debtCategoryOfAccountType(obligation.accountType) === category);
}
