import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ShellMyClientData {
  myClient: {
    __typename?: 'Client';
    id: string;
    firstNames: string | null;
    surname: string | null;
    email: string | null;
    createdAt: string | null;
  } | null;
}

/** The signed-in client's own record (identity subgraph), for Home and Profile. */
export const SHELL_MY_CLIENT: TypedDocumentNode<ShellMyClientData, Record<string, never>> = gql`
  query ShellMyClient {
    myClient {
      id
      firstNames
      surname
      email
      createdAt
    }
  }
`;
