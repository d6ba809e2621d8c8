import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ShellHeaderPhotoData {
  me: { __typename?: 'User'; id: string; photo: { __typename?: 'Photo'; url: string | null } | null } | null;
}

/** The signed-in user's photo for the public header (the session check itself stays lean). */
export const SHELL_HEADER_PHOTO: TypedDocumentNode<ShellHeaderPhotoData, Record<string, never>> = gql`
  query ShellHeaderPhoto {
    me {
      id
      photo {
        url
      }
    }
  }
`;
