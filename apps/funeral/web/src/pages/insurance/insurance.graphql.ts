import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FuneralPolicySummary } from '../funeral-policies/funeral-policies.graphql';

export interface FuneralInsuranceOverviewData {
  myClient: {
    id: string;
    firstNames: string | null;
    surname: string | null;
    email: string | null;
    gender: string | null;
    birthDate: string | null;
    funeralPolicies: FuneralPolicySummary[] | null;
    groups: { id: string; name: string }[] | null;
  } | null;
}

/** /insurance: My Policies (funeral), the funeral groups the client belongs to, and what the calculator starts from. */
export const FUNERAL_INSURANCE_OVERVIEW: TypedDocumentNode<FuneralInsuranceOverviewData, Record<string, never>> = gql`
  query FuneralInsuranceOverview {
    myClient {
      id
      firstNames
      surname
      email
      gender
      birthDate
      funeralPolicies {
        id
        policyNumber
        state
        coverAmount
        currentPremiumTotal
      }
      groups {
        id
        name
      }
    }
  }
`;
