import { gql, type TypedDocumentNode } from '@apollo/client';

export interface Group {
  id: string;
  name: string | null;
}

export interface GroupsListData {
  myClient: { id: string; groups: Group[] | null } | null;
}

export const GROUPS_LIST: TypedDocumentNode<GroupsListData, Record<string, never>> = gql`
  query GroupsList {
    myClient {
      id
      groups {
        id
        name
      }
    }
  }
`;
