// The sale and its documents (funeral.md section 7): used by the purchase wizard (DEBI_CHECK)
// and the chat-style sale (NAEDO). Contract: docs/contracts/funeral-issue-5.md and
// docs/contracts/vault-files-issue-5.md.
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SaleBeneficiaryFields, SaleFuneralFields, SaleMemberFields } from '@imali/funeral/domain';

export interface SaleResult {
  id: string;
  policyNumber: string;
  payAtNumber: string;
  clientId: string;
  debitOrderId: string;
  paymentBankAccountId: string;
  /** Lets a visitor upload the selfie and ID document of this sale (2 hours). */
  documentUploadToken: string | null;
}

export interface SaleBankAccountVariables {
  branchCode: string;
  bankName?: string | null;
  accountNo: string;
  ownAccount?: boolean | null;
  accountHolderName?: string | null;
  accountHolderContactNumber?: string | null;
  accountHolderEmail?: string | null;
  accountHolderIdNumber?: string | null;
}

export interface FuneralCreateSaleVariables {
  funeral: Required<{ [K in keyof SaleFuneralFields]: NonNullable<SaleFuneralFields[K]> }>;
  bankAccount: SaleBankAccountVariables;
  beneficiary: SaleBeneficiaryFields & { firstNames: string; surname: string; cellNumbers: string[] };
  members: Array<SaleMemberFields & { firstNames: string; surname: string }>;
  /** One key per sale attempt (newIdempotencyKey from @imali/shared/web): a retry returns the first result. */
  salesInteraction: { idempotencyKey: string };
}

export const FUNERAL_CREATE_SALE: TypedDocumentNode<{ createSalesInteractionPolicyWithMembers: SaleResult }, FuneralCreateSaleVariables> = gql`
  mutation FuneralCreateSale(
    $funeral: FuneralSaleInput!
    $bankAccount: SaleBankAccountInput!
    $beneficiary: SaleBeneficiaryInput!
    $members: [SaleMemberInput!]!
    $salesInteraction: SalesInteractionInput!
  ) {
    createSalesInteractionPolicyWithMembers(funeral: $funeral, bankAccount: $bankAccount, beneficiary: $beneficiary, members: $members, salesInteraction: $salesInteraction) {
      id
      policyNumber
      payAtNumber
      clientId
      debitOrderId
      paymentBankAccountId
      documentUploadToken
    }
  }
`;

/** SELFIE ("Selfie") or RSA_ID ("ID Document"), source FUNERAL_QUICK_QUOTE (funeral.md section 7). */
export interface CreateClientDocumentInput {
  type: 'SELFIE' | 'RSA_ID';
  name: 'Selfie' | 'ID Document';
  source: 'FUNERAL_QUICK_QUOTE';
  clientId?: string | null;
  fileId: string;
  /** A visitor's SaleResult.documentUploadToken. */
  uploadToken?: string | null;
}

export const FUNERAL_CREATE_CLIENT_DOCUMENT: TypedDocumentNode<{ createClientDocument: { id: string; type: string; name: string } }, { input: CreateClientDocumentInput }> = gql`
  mutation FuneralCreateClientDocument($input: CreateClientDocumentInput!) {
    createClientDocument(input: $input) {
      id
      type
      name
    }
  }
`;
