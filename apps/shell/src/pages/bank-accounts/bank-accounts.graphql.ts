import { gql, type TypedDocumentNode } from '@apollo/client';
import type { BankAccountInput, SharedBankAccount } from '@imali/shared/web';

export interface ShellBankAccountsData {
  myClient: {
    __typename?: 'Client';
    id: string;
    bankAccounts: Array<{ __typename?: 'BankAccount'; id: string; bankName: string; accountNo: string; ownAccount: boolean }>;
  } | null;
}

/** The signed-in client's bank accounts, for "My Bank Account Details". */
export const SHELL_BANK_ACCOUNTS: TypedDocumentNode<ShellBankAccountsData, Record<string, never>> = gql`
  query ShellBankAccounts {
    myClient {
      id
      bankAccounts {
        id
        bankName
        accountNo
        ownAccount
      }
    }
  }
`;

export interface ShellBankAccountData {
  bankaccount: SharedBankAccount;
}

/** One of the client's own bank accounts (FORBIDDEN for another client's, NOT_FOUND for none). */
export const SHELL_BANK_ACCOUNT: TypedDocumentNode<ShellBankAccountData, { id: string }> = gql`
  query ShellBankAccount($id: ID!) {
    bankaccount(id: $id) {
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

export interface ShellUpdateBankAccountData {
  updateBankAccount: SharedBankAccount;
}

export interface ShellUpdateBankAccountVariables {
  id: string;
  input: BankAccountInput;
}

export const SHELL_UPDATE_BANK_ACCOUNT: TypedDocumentNode<ShellUpdateBankAccountData, ShellUpdateBankAccountVariables> = gql`
  mutation ShellUpdateBankAccount($id: ID!, $input: BankAccountInput!) {
    updateBankAccount(id: $id, input: $input) {
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
