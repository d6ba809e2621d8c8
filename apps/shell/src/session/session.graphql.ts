import { gql, type TypedDocumentNode } from '@apollo/client';

/** What the route guard needs of the signed-in client (spec route guard steps 2 and 3). */
export interface SessionClient {
  __typename?: 'Client';
  id: string;
  firstNames: string | null;
  isRegistration: boolean;
  acceptedTerms: boolean;
  otpVerification: boolean;
}

export interface ShellMeData {
  me: { __typename?: 'User'; id: string; clientId: string | null } | null;
  /** Null with an UNAUTHENTICATED error for a visitor (read with errorPolicy "all"). */
  myClient: SessionClient | null;
}

/**
 * The session check: `me` is null when nobody is signed in; `myClient` carries the flags the
 * route guard checks (registering, terms, OTP). One request, refetched after sign-in, sign-up,
 * profile updates and OTP confirmation.
 */
export const SHELL_ME: TypedDocumentNode<ShellMeData, Record<string, never>> = gql`
  query ShellMe {
    me {
      id
      clientId
    }
    myClient {
      id
      firstNames
      isRegistration
      acceptedTerms
      otpVerification
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

export interface ShellSignUpInput {
  idType: string;
  idNumber?: string | null;
  email?: string | null;
  password: string;
  /** From ?clientId= on the sign-in URL: the guest client made during a sale. */
  clientId?: string | null;
}

export interface ShellSignUpData {
  signUp: { user: { id: string; clientId: string | null } };
}

/** Creates the account and signs in (the server sets the session cookie). */
export const SHELL_SIGN_UP: TypedDocumentNode<ShellSignUpData, { input: ShellSignUpInput }> = gql`
  mutation ShellSignUp($input: SignUpInput!) {
    signUp(input: $input) {
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
