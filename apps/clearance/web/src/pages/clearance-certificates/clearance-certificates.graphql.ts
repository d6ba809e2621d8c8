import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ClearanceCertificate {
  id: string;
  certificateNumber: string | null;
  state: string | null;
  amount: number | null;
  amountPaid: number | null;
}

export interface ClearanceCertificatesData {
  myClient: { id: string; clearanceCertificates: ClearanceCertificate[] | null } | null;
}

export const CLEARANCE_CERTIFICATES: TypedDocumentNode<ClearanceCertificatesData, Record<string, never>> = gql`
  query ClearanceCertificates {
    myClient {
      id
      clearanceCertificates {
        id
        certificateNumber
        state
        amount
        amountPaid
      }
    }
  }
`;
