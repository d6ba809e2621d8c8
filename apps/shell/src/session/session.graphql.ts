import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ShellMeData {
  me: { __typename?: 'User'; id: string; clientId: string | null } | null;
}

/** The session check: `me` is null when nobody is signed in. */
export const SHELL_ME: TypedDocumentNode<ShellMeData, Record<string, never>> = gql`
  query ShellMe {
    me {
      id
      clientId
    }
  }
`;

export interface ShellSignInData {
  signIn: { user: { id: string; clientId: string | null } };
}

export interface ShellSignInVariables {
  input: { username: string; password: string };
}

export const SHELL_SIGN_IN: TypedDocumentNode<ShellSignInData, ShellSignInVariables> = gql`
  mutation ShellSignIn($input: SignInInput!) {
    signIn(input: $input) {
      user {
        id
        clientId
      }
    }
  }
`;

export interface ShellSignOutData {
  signOut: boolean;
}

export const SHELL_SIGN_OUT: TypedDocumentNode<ShellSignOutData, Record<string, never>> = gql`
  mutation ShellSignOut {
    signOut
  }
`;
