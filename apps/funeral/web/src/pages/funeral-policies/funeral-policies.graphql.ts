import { gql, type TypedDocumentNode } from '@apollo/client';

export interface FuneralPolicySummary {
  id: string;
  policyNumber: string;
  state: string;
  coverAmount: number;
  currentPremiumTotal: number;
}

/** A policy held with another insurer, as the overview lists it. */
export interface ThirdPartyPolicySummary {
  id: string;
  companyName: string;
  coverAmount: number;
  premiumAmount: number;
  policyType: string;
  policyTypeLabel: string;
}

export interface FuneralOverviewData {
  /** Null for a visitor (the page is public: quote and calculator without signing in). */
  me: { id: string } | null;
  myClient: {
    id: string;
    firstNames: string | null;
    surname: string | null;
    email: string | null;
    gender: string | null;
    birthDate: string | null;
    /** Null when the funeral subgraph could not answer (with an error beside it). */
    funeralPolicies: FuneralPolicySummary[] | null;
    /** Null when it could not be read (with an error beside it). */
    thirdPartyFuneralPolicies: ThirdPartyPolicySummary[] | null;
  } | null;
}

/** /funeral: the client's policies (ours and other insurers'), and what the calculator starts from (age, gender, name). */
export const FUNERAL_OVERVIEW: TypedDocumentNode<FuneralOverviewData, Record<string, never>> = gql`
  query FuneralOverview {
    me {
      id
    }
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
      thirdPartyFuneralPolicies {
        id
        companyName
        coverAmount
        premiumAmount
        policyType
        policyTypeLabel
      }
    }
  }
`;
