import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ShellProfileUser {
  __typename?: 'User';
  id: string;
  photo: { __typename?: 'Photo'; url: string | null } | null;
}

export interface ShellProfilePhotoData {
  me: ShellProfileUser | null;
}

/** The signed-in user's photo (a data: URL) for the profile home. */
export const SHELL_PROFILE_PHOTO: TypedDocumentNode<ShellProfilePhotoData, Record<string, never>> = gql`
  query ShellProfilePhoto {
    me {
      id
      photo {
        url
      }
    }
  }
`;

export interface ShellUploadProfilePhotoData {
  uploadProfilePhoto: ShellProfileUser;
}

/** PNG or JPEG as base64, at most 200 KB; the answer updates the cached user (header photo too). */
export const SHELL_UPLOAD_PROFILE_PHOTO: TypedDocumentNode<ShellUploadProfilePhotoData, { dataBase64: string }> = gql`
  mutation ShellUploadProfilePhoto($dataBase64: String!) {
    uploadProfilePhoto(dataBase64: $dataBase64) {
      id
      photo {
        url
      }
    }
  }
`;
