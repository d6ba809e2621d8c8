import { gql, type TypedDocumentNode } from '@apollo/client';
import { operationDocument, type SharedBankAccount } from '@imali/shared/web';

export interface FuneralWaitingPeriod {
  cause: string;
  label: string;
  endsOn: string | null;
}

/** The fragments below as types: a member's own fields (FuneralMemberFields). */
export interface FuneralMemberFields {
  id: string;
  memberType: string;
  firstNames: string;
  surname: string;
  gender: string | null;
  ageAtSignup: number | null;
  dateOfBirth: string | null;
  relationship: string | null;
  state: string;
}

/** A row of the policy's covered lives (FuneralMemberCoverFields). */
export interface FuneralMember extends FuneralMemberFields {
  coverAmount: number;
  premium: number;
  covered: boolean;
}

/** What only the policy owner reads of a member (FuneralMemberContactFields). */
export interface FuneralMemberContact {
  idType: string | null;
  idNumber: string | null;
  cellNumbers: string[];
  email: string | null;
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
  paymentBankAccountId: string | null;
  paymentMethod: string | null;
  /** FREEDOM policies may cover 6 children. */
  accountingIdentifier: string | null;
  /** Versions containing INDFUN take no spouse or child. */
  pricingVersion: string;
  easyPayNumber: string | null;
  firstActivated: string | null;
  expectFirstPaymentAt: string | null;
  coolingOffEndsOn: string | null;
  createdAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** Null unless cancelled. */
  refundAmount: number | null;
  waitingPeriods: FuneralWaitingPeriod[];
  livesCovered: FuneralMember[];
  beneficiaries: FuneralBeneficiary[];
}

export interface FuneralPolicyDetailData {
  funeral: FuneralPolicyDetail | null;
}

/**
 * The /funeral/:id page's policy and its members' operations in one document, so they share
 * the member fragments (tools/scripts/check-operations.mjs checks each gql literal on its own):
 * a changed member reads back the fields of the page's row, and the cache stays whole.
 * Each operation is picked from it with operationDocument.
 */
export const FUNERAL_POLICY_DOCUMENTS = gql`
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
      paymentBankAccountId
      paymentMethod
      accountingIdentifier
      pricingVersion
      easyPayNumber
      firstActivated
      expectFirstPaymentAt
      coolingOffEndsOn
      createdAt
      cancelledAt
      cancelReason
      refundAmount
      waitingPeriods {
        cause
        label
        endsOn
      }
      livesCovered {
        ...FuneralMemberCoverFields
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

  query FuneralMemberDetail($id: ID!) {
    member(id: $id) {
      ...FuneralMemberFields
      ...FuneralMemberContactFields
      policyId
      joinedAt
    }
  }

  mutation FuneralCreateMember($input: CreateMemberInput!) {
    createMember(input: $input) {
      ...FuneralMemberCoverFields
      ...FuneralMemberContactFields
    }
  }

  mutation FuneralUpdateMember($id: ID!, $input: UpdateMemberInput!) {
    updateMember(id: $id, input: $input) {
      ...FuneralMemberCoverFields
      ...FuneralMemberContactFields
    }
  }

  fragment FuneralMemberFields on FuneralMember {
    id
    memberType
    firstNames
    surname
    gender
    ageAtSignup
    dateOfBirth
    relationship
    state
  }

  fragment FuneralMemberCoverFields on FuneralMember {
    ...FuneralMemberFields
    coverAmount
    premium
    covered
  }

  fragment FuneralMemberContactFields on FuneralMember {
    idType
    idNumber
    cellNumbers
    email
  }
`;

/** /funeral/:id: one of the caller's policies (FORBIDDEN or NOT_FOUND otherwise). */
export const FUNERAL_POLICY_DETAIL = operationDocument<FuneralPolicyDetailData, { id: string }>(FUNERAL_POLICY_DOCUMENTS, 'FuneralPolicyDetail');

/** One of the client's bank accounts, as the payment details show and choose it. */
export type FuneralPaymentBankAccount = Pick<SharedBankAccount, 'id' | 'bankName' | 'accountNo' | 'ownAccount' | 'accountHolderName'>;

export interface FuneralPaymentBankAccountsData {
  myClient: { id: string; bankAccounts: FuneralPaymentBankAccount[] } | null;
}

/**
 * The accounts the policy may be paid from (identity's records). The fields are those the
 * add-bank-account dialog writes to the cache, so an added account shows without a refetch.
 */
export const FUNERAL_PAYMENT_BANK_ACCOUNTS: TypedDocumentNode<FuneralPaymentBankAccountsData, Record<string, never>> = gql`
  query FuneralPaymentBankAccounts {
    myClient {
      id
      bankAccounts {
        id
        bankName
        accountNo
        ownAccount
        accountHolderName
      }
    }
  }
`;

export interface FuneralUpdatePaymentDetailsVariables {
  id: string;
  paymentDueDay: number | null;
  paymentBankAccountId: string | null;
}

/** Edit Payment Details: the debit order day and/or the paying account (a new mandate is sent). */
export const FUNERAL_UPDATE_PAYMENT_DETAILS: TypedDocumentNode<
  { updateFuneral: Pick<FuneralPolicyDetail, 'id' | 'paymentDueDay' | 'paymentBankAccountId' | 'paymentMethod' | 'currentPremiumTotal'> },
  FuneralUpdatePaymentDetailsVariables
> = gql`
  mutation FuneralUpdatePaymentDetails($id: ID!, $paymentDueDay: Int, $paymentBankAccountId: ID) {
    updateFuneral(id: $id, paymentDueDay: $paymentDueDay, paymentBankAccountId: $paymentBankAccountId) {
      id
      paymentDueDay
      paymentBankAccountId
      paymentMethod
      currentPremiumTotal
    }
  }
`;

export interface FuneralCancelledPolicy {
  id: string;
  state: string;
  stateLabel: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  refundAmount: number | null;
  livesCovered: { id: string; state: string; covered: boolean }[];
}

/** Cancels the policy inside its cooling-off period; the answer carries the refund. */
export const FUNERAL_CANCEL_POLICY: TypedDocumentNode<{ cancelFuneral: FuneralCancelledPolicy }, { funeralId: string; cancelReason: string }> = gql`
  mutation FuneralCancelPolicy($funeralId: ID!, $cancelReason: String!) {
    cancelFuneral(funeralId: $funeralId, cancelReason: $cancelReason) {
      id
      state
      stateLabel
      cancelledAt
      cancelReason
      refundAmount
      livesCovered {
        id
        state
        covered
      }
    }
  }
`;
