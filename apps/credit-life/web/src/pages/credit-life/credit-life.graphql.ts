import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CreditLifePolicy {
  id: string;
  policyStatus: string | null;
  payment: number | null;
  nextPaymentDate: string | null;
}

export interface CreditLifeOverviewData {
  myClient: { id: string; creditLife: CreditLifePolicy | null } | null;
}

export const CREDIT_LIFE_OVERVIEW: TypedDocumentNode<CreditLifeOverviewData, Record<string, never>> = gql`
  query CreditLifeOverview {
    myClient {
      id
      creditLife {
        id
        policyStatus
        payment
        nextPaymentDate
      }
    }
  }
`;
