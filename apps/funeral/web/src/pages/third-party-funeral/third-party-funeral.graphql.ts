import { gql } from '@apollo/client';
import { operationDocument } from '@imali/shared/web';

/** ThirdPartyFuneralPolicyInput. */
export interface ThirdPartyFuneralPolicyInput {
  companyName: string;
  coverAmount: number;
  premiumAmount: number;
  /** YYYY-MM-DD */
  startDate: string | null;
  paymentMethod: string | null;
  livesCovered: string[];
}

/** A funeral policy the client holds with another insurer (a client obligation): what was entered, and the cover type read from it. */
export interface ThirdPartyFuneralPolicy extends ThirdPartyFuneralPolicyInput {
  id: string;
  policyType: string;
  policyTypeLabel: string;
}

export interface ClientObligationInput {
  source: string;
  funeralPolicyInfo: ThirdPartyFuneralPolicyInput;
}

/** The three operations of the third-party pages in one document: they read back the same fields (a fragment). */
export const FUNERAL_THIRD_PARTY_DOCUMENTS = gql`
  query FuneralThirdPartyPolicy($id: ID!) {
    clientobligation(id: $id) {
      ...FuneralThirdPartyPolicyFields
    }
  }

  mutation FuneralCreateThirdPartyPolicy($input: ClientObligationInput!) {
    createClientObligation(input: $input) {
      ...FuneralThirdPartyPolicyFields
    }
  }

  mutation FuneralUpdateThirdPartyPolicy($id: ID!, $input: ClientObligationInput!) {
    updateClientObligation(id: $id, input: $input) {
      ...FuneralThirdPartyPolicyFields
    }
  }

  fragment FuneralThirdPartyPolicyFields on ThirdPartyFuneralPolicy {
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
`;

/** /third-party-funeral/:id (FORBIDDEN or NOT_FOUND unless it is the caller's). */
export const FUNERAL_THIRD_PARTY_POLICY = operationDocument<{ clientobligation: ThirdPartyFuneralPolicy | null }, { id: string }>(
  FUNERAL_THIRD_PARTY_DOCUMENTS,
  'FuneralThirdPartyPolicy',
);

export const FUNERAL_CREATE_THIRD_PARTY_POLICY = operationDocument<{ createClientObligation: ThirdPartyFuneralPolicy }, { input: ClientObligationInput }>(
  FUNERAL_THIRD_PARTY_DOCUMENTS,
  'FuneralCreateThirdPartyPolicy',
);

export const FUNERAL_UPDATE_THIRD_PARTY_POLICY = operationDocument<{ updateClientObligation: ThirdPartyFuneralPolicy }, { id: string; input: ClientObligationInput }>(
  FUNERAL_THIRD_PARTY_DOCUMENTS,
  'FuneralUpdateThirdPartyPolicy',
);
