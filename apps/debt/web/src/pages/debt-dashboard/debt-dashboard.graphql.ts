import { gql, type TypedDocumentNode } from '@apollo/client';

export interface DebtBreakdown {
  id: string;
  allDebt: number | null;
  housingDebt: number | null;
  vehicleDebt: number | null;
  normalDebt: number | null;
  creditCardDebt: number | null;
  compuScore: number | null;
  finalPaymentDate: string | null;
  hasDebtCounselling: boolean | null;
}

export interface DebtDashboardData {
  myClient: { id: string; debtBreakdown: DebtBreakdown | null } | null;
}

export const DEBT_DASHBOARD: TypedDocumentNode<DebtDashboardData, Record<string, never>> = gql`
  query DebtDashboard {
    myClient {
      id
      debtBreakdown {
        id
        allDebt
        housingDebt
        vehicleDebt
        normalDebt
        creditCardDebt
        compuScore
        finalPaymentDate
        hasDebtCounselling
      }
    }
  }
`;
