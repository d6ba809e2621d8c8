import { gql, type TypedDocumentNode } from '@apollo/client';

/** BankAccountInput of the identity subgraph (docs/contracts/identity-issue-4.md). */
export interface BankAccountInput {
  /** Universal branch code of the chosen bank. */
  branchCode: string;
  /** The bank's label; needed where banks share a branch code (462005: Bidvest Bank and Old Mutual). */
  bankName: string | null;
  accountNo: string;
  ownAccount: boolean;
  /** The four account holder fields are sent only for third-party accounts (null otherwise). */
  accountHolderName: string | null;
  accountHolderContactNumber: string | null;
  accountHolderEmail: string | null;
  accountHolderIdNumber: string | null;
  /** Sent on update so a saved flag is kept (the server resets a missing one to false). */
  verifyAccountInfo?: boolean | null;
  /** Made once per submission attempt and kept across its retries: a retry returns the same account. */
  idempotencyKey?: string | null;
}

/** A bank account as the add dialog hands it to its caller. */
export interface SharedBankAccount {
  __typename?: 'BankAccount';
  id: string;
  bankName: string;
  branchCode: string;
  accountNo: string;
  ownAccount: boolean;
  accountHolderName: string | null;
  accountHolderContactNumber: string | null;
  accountHolderEmail: string | null;
  accountHolderIdNumber: string | null;
  verifyAccountInfo: boolean;
}

export interface SharedCreateBankAccountData {
  createBankAccount: SharedBankAccount;
}

export interface SharedCreateBankAccountVariables {
  input: BankAccountInput;
}

/** Adds a bank account for the signed-in client (or returns the same bank and number added before). */
export const SHARED_CREATE_BANK_ACCOUNT: TypedDocumentNode<SharedCreateBankAccountData, SharedCreateBankAccountVariables> = gql`
  mutation SharedCreateBankAccount($input: BankAccountInput!) {
    createBankAccount(input: $input) {
      id
      bankName
      branchCode
      accountNo
      ownAccount
      accountHolderName
      accountHolderContactNumber
      accountHolderEmail
      accountHolderIdNumber
      verifyAccountInfo
    }
  }
`;
