import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SavingsBucket {
  id: string;
  name: string | null;
  bucketType: string | null;
  amount: number | null;
  targetAmount: number | null;
  targetDate: string | null;
  percentageFull: number | null;
}

export interface SavingsOverviewData {
  myClient: { id: string; savings: { id: string; bucketInfo: SavingsBucket[] | null } | null } | null;
}

export const SAVINGS_OVERVIEW: TypedDocumentNode<SavingsOverviewData, Record<string, never>> = gql`
  query SavingsOverview {
    myClient {
      id
      savings {
        id
        bucketInfo {
          id
          name
          bucketType
          amount
          targetAmount
          targetDate
          percentageFull
        }
      }
    }
  }
`;
