import { gql, type TypedDocumentNode } from '@apollo/client';

export interface FuneralPolicy {
  id: string;
  policyNumber: string | null;
  state: string | null;
  coverAmount: number | null;
  currentPremiumTotal: number | null;
}

export interface FuneralPoliciesData {
  myClient: { id: string; funeralPolicies: FuneralPolicy[] | null } | null;
}

export const FUNERAL_POLICIES: TypedDocumentNode<FuneralPoliciesData, Record<string, never>> = gql`
  query FuneralPolicies {
    myClient {
      id
      funeralPolicies {
        id
        policyNumber
        state
        coverAmount
        currentPremiumTotal
      }
    }
  }
`;
