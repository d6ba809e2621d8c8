import { gql, type TypedDocumentNode } from '@apollo/client';
import type { VaultDocument } from './vault-slots';

export interface VaultDocumentsData {
  myClient: { id: string; documents: VaultDocument[] | null } | null;
}

export const VAULT_DOCUMENTS: TypedDocumentNode<VaultDocumentsData, Record<string, never>> = gql`
  query VaultDocuments {
    myClient {
      id
      documents {
        id
        type
        name
        description
        createdAt
      }
    }
  }
`;
