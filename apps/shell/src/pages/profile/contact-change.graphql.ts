import { gql, type TypedDocumentNode } from '@apollo/client';

export interface PendingContactChange {
  __typename?: 'PendingContactChange';
  /** cellNumber or email */
  field: string;
  /** The new value, masked. */
  destination: string;
}

interface ContactChangeClient {
  __typename?: 'Client';
  id: string;
  email: string | null;
  cellNumbers: string[];
  pendingContactChanges: PendingContactChange[];
}

export const SHELL_PENDING_CONTACT_CHANGES: TypedDocumentNode<{ myClient: ContactChangeClient | null }, Record<string, never>> = gql`
  query ShellPendingContactChanges {
    myClient {
      id
      email
      cellNumbers
      pendingContactChanges {
        field
        destination
      }
    }
  }
`;

/** Applies the new cell number or e-mail whose OTP this is. */
export const SHELL_CONFIRM_CONTACT_CHANGE: TypedDocumentNode<{ confirmContactChange: ContactChangeClient }, { OTP: string }> = gql`
  mutation ShellConfirmContactChange($OTP: String!) {
    confirmContactChange(OTP: $OTP) {
      id
      email
      cellNumbers
      pendingContactChanges {
        field
        destination
      }
    }
  }
`;
