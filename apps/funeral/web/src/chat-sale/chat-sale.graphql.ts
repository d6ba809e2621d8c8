// The chat-style sale's own calls (funeral.md section 7): the signed-in client's record to
// prefill and skip questions, and accepting the terms on their profile (identity's
// updateMyProfile). The quote and the sale itself reuse FUNERAL_GET_QUOTE and FUNERAL_CREATE_SALE.
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SharedBankAccount } from '@imali/shared/web';

/** One of the client's stored accounts, as the chat offers it. */
export type ChatSaleBankAccount = Pick<SharedBankAccount, 'id' | 'bankName' | 'branchCode' | 'accountNo' | 'ownAccount' | 'accountHolderName'>;

export interface ChatSaleClient {
  id: string;
  firstNames: string | null;
  surname: string | null;
  idNumber: string | null;
  idType: string | null;
  passportExpiresDate: string | null;
  birthDate: string | null;
  cellNumbers: string[];
  gender: string | null;
  email: string | null;
  income: number | null;
  acceptedTerms: boolean;
  bankAccounts: ChatSaleBankAccount[];
  /** Null when the vault is down: the document questions are then asked. */
  documents: { id: string; type: string }[] | null;
}

export interface FuneralChatSaleClientData {
  myClient: ChatSaleClient | null;
}

export const FUNERAL_CHAT_SALE_CLIENT: TypedDocumentNode<FuneralChatSaleClientData, Record<string, never>> = gql`
  query FuneralChatSaleClient {
    myClient {
      id
      firstNames
      surname
      idNumber
      idType
      passportExpiresDate
      birthDate
      cellNumbers
      gender
      email
      income
      acceptedTerms
      bankAccounts {
        id
        bankName
        branchCode
        accountNo
        ownAccount
        accountHolderName
      }
      documents {
        id
        type
      }
    }
  }
`;

export interface FuneralChatSaleAcceptTermsData {
  updateMyProfile: { id: string; acceptedTerms: boolean };
}

export const FUNERAL_CHAT_SALE_ACCEPT_TERMS: TypedDocumentNode<FuneralChatSaleAcceptTermsData, { input: { acceptedTerms: true } }> = gql`
  mutation FuneralChatSaleAcceptTerms($input: UpdateClientInput!) {
    updateMyProfile(input: $input) {
      id
      acceptedTerms
    }
  }
`;
