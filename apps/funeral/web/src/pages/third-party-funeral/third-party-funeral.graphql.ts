import { gql, type TypedDocumentNode } from '@apollo/client';

/** A funeral policy the client holds with another insurer (a client obligation). */
export interface ThirdPartyFuneralPolicy {
  id: string;
  companyName: string;
  coverAmount: number;
  premiumAmount: number;
  /** YYYY-MM-DD */
  startDate: string | null;
  paymentMethod: string | null;
  livesCovered: string[];
  policyType: string;
  policyTypeLabel: string;
}

/** ThirdPartyFuneralPolicyInput. */
export interface ThirdPartyFuneralPolicyInput {
  companyName: string;
  coverAmount: number;
  premiumAmount: number;
  startDate: string | null;
  paymentMethod: string | null;
  livesCovered: string[];
}

export interface ClientObligationInput {
  source: string;
  funeralPolicyInfo: ThirdPartyFuneralPolicyInput;
}

/** /third-party-funeral/:id (FORBIDDEN or NOT_FOUND unless it is the caller's). */
export const FUNERAL_THIRD_PARTY_POLICY: TypedDocumentNode<{ clientobligation: ThirdPartyFuneralPolicy | null }, { id: string }> = gql`
  query FuneralThirdPartyPolicy($id: ID!) {
    clientobligation(id: $id) {
      id
      companyName
      coverAmount
      premiumAmount
      startDate
      paymentMethod
      livesCovered
      policyType
      policyTypeLabel
    }
  }
`;

export const FUNERAL_CREATE_THIRD_PARTY_POLICY: TypedDocumentNode<{ createClientObligation: ThirdPartyFuneralPolicy }, { input: ClientObligationInput }> = gql`
  mutation FuneralCreateThirdPartyPolicy($input: ClientObligationInput!) {
    createClientObligation(input: $input) {
      id
      companyName
      coverAmount
      premiumAmount
      startDate
      paymentMethod
      livesCovered
      policyType
      policyTypeLabel
    }
  }
`;

export const FUNERAL_UPDATE_THIRD_PARTY_POLICY: TypedDocumentNode<{ updateClientObligation: ThirdPartyFuneralPolicy }, { id: string; input: ClientObligationInput }> = gql`
  mutation FuneralUpdateThirdPartyPolicy($id: ID!, $input: ClientObligationInput!) {
    updateClientObligation(id: $id, input: $input) {
      id
      companyName
      coverAmount
      premiumAmount
      startDate
      paymentMethod
      livesCovered
      policyType
      policyTypeLabel
    }
  }
`;
