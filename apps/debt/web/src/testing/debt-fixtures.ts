// Test data for the debt remote's specs, shaped as the generated operation types say.
import type { DebtBreakdownFieldsFragment, DebtDashboardQuery } from '../gql/graphql';

type Payment = { __typename: 'DebtPayment'; date: string; payment: number };

/** `count` monthly payments from January 2027, starting at `first` and falling by `step`. */
export function payments(count: number, first: number, step = 0): Payment[] {
  return Array.from({ length: count }, (_, index) => {
    const total = 2027 * 12 + index;
    return { __typename: 'DebtPayment', date: `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`, payment: Math.max(0, first - index * step) };
  });
}

/** The sandbox's "many debts" kind of record: every category, a score in the Average band. */
export function manyDebts(overrides: Partial<DebtBreakdownFieldsFragment> = {}): DebtBreakdownFieldsFragment {
  return {
    __typename: 'DebtBreakdown',
    id: 'db-1',
    recordDate: '2026-11-26',
    finalPaymentDate: '2036-12-01',
    allDebt: 14250.75,
    housingDebt: 7800,
    vehicleDebt: 3450.75,
    normalDebt: 1800,
    creditCardDebt: 1200,
    compuScore: 780,
    affordability: 12000,
    estimatedIncome: 28000,
    incomeIsEstimated: false,
    debtPaymentProjection: payments(120, 14250.75, 50),
    withDCPaymentProjection: { __typename: 'DebtCounsellingProjection', payment: 9800.4, payments: payments(60, 9800.4, 20), interestSaved: 48210.55 },
    maximumDebtReviewTerm: 120,
    hasDebtCounselling: false,
    hasJudgements: true,
    budget: [{ __typename: 'BudgetItem', description: 'Rent / Home: Flat', amount: 4500 }],
    ...overrides,
  };
}

export function noDebt(compuScore: number | null): DebtBreakdownFieldsFragment {
  return manyDebts({
    finalPaymentDate: null,
    allDebt: 0,
    housingDebt: 0,
    vehicleDebt: 0,
    normalDebt: 0,
    creditCardDebt: 0,
    compuScore,
    debtPaymentProjection: [],
    withDCPaymentProjection: { __typename: 'DebtCounsellingProjection', payment: 0, payments: [], interestSaved: 0 },
    maximumDebtReviewTerm: 0,
    hasJudgements: false,
    budget: [],
  });
}

export function dashboardData(
  debt: DebtBreakdownFieldsFragment | null,
  client: { income?: number | null; idNumber?: string | null; idType?: NonNullable<DebtDashboardQuery['myClient']>['idType'] } = {},
): DebtDashboardQuery {
  return {
    myClient: {
      __typename: 'Client',
      id: 'client-1',
      idNumber: client.idNumber === undefined ? '8506155123084' : client.idNumber,
      idType: client.idType === undefined ? 'rsa_id' : client.idType,
      income: client.income === undefined ? 30000 : client.income,
      estimatedIncome: 28000,
      financialSummary: debt ? { __typename: 'FinancialSummary', id: 'fs-1', expenses: [{ __typename: 'BudgetItem', description: 'Rent / Home: Flat', amount: 4500 }] } : null,
      debtBreakdown: debt,
    },
  };
}
