import { gql, type TypedDocumentNode } from '@apollo/client';

export interface FuneralWaitingPeriod {
  cause: string;
  label: string;
  endsOn: string | null;
}

export interface FuneralMember {
  id: string;
  memberType: string;
  firstNames: string;
  surname: string;
  gender: string | null;
  ageAtSignup: number | null;
  dateOfBirth: string | null;
  relationship: string | null;
  coverAmount: number;
  premium: number;
  state: string;
  covered: boolean;
}

export interface FuneralBeneficiary {
  id: string;
  firstNames: string;
  surname: string;
  cellNumber: string | null;
  email: string | null;
  isSpouse: boolean;
}

export interface FuneralPolicyDetail {
  id: string;
  policyNumber: string;
  state: string;
  stateLabel: string;
  coverAmount: number;
  currentPremiumTotal: number;
  policyType: string;
  paymentDueDay: number | null;
  paymentMethod: string | null;
  easyPayNumber: string | null;
  firstActivated: string | null;
  expectFirstPaymentAt: string | null;
  coolingOffEndsOn: string | null;
  waitingPeriods: FuneralWaitingPeriod[];
  livesCovered: FuneralMember[];
  beneficiaries: FuneralBeneficiary[];
}

export interface FuneralPolicyDetailData {
  funeral: FuneralPolicyDetail | null;
}

/** /funeral/:id: one of the caller's policies (FORBIDDEN or NOT_FOUND otherwise). */
export const FUNERAL_POLICY_DETAIL: TypedDocumentNode<FuneralPolicyDetailData, { id: string }> = gql`
  query FuneralPolicyDetail($id: ID!) {
    funeral(id: $id) {
      id
      policyNumber
      state
      stateLabel
      coverAmount
      currentPremiumTotal
      policyType
      paymentDueDay
      paymentMethod
      easyPayNumber
      firstActivated
      expectFirstPaymentAt
      coolingOffEndsOn
      waitingPeriods {
        cause
        label
        endsOn
      }
      livesCovered {
        id
        memberType
        firstNames
        surname
        gender
        ageAtSignup
        dateOfBirth
        relationship
        coverAmount
        premium
        state
        covered
      }
      beneficiaries {
        id
        firstNames
        surname
        cellNumber
        email
        isSpouse
      }
    }
  }
`;
