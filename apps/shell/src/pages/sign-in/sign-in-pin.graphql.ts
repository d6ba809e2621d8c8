import { gql, type TypedDocumentNode } from '@apollo/client';

/** Sends a sign-in PIN to the account's own cell number or e-mail; true whether or not it exists. */
export const SHELL_REQUEST_SIGN_IN_OTP: TypedDocumentNode<{ requestSignInOTP: boolean }, { username: string; communicationType: 'SMS' | 'EMAIL' }> = gql`
  mutation ShellRequestSignInOtp($username: String!, $communicationType: CommunicationType!) {
    requestSignInOTP(username: $username, communicationType: $communicationType)
  }
`;

export const SHELL_SIGN_IN_WITH_OTP: TypedDocumentNode<{ signInWithOTP: { user: { id: string; clientId: string } } }, { username: string; OTP: string }> = gql`
  mutation ShellSignInWithOtp($username: String!, $OTP: String!) {
    signInWithOTP(username: $username, OTP: $OTP) {
      user {
        id
        clientId
      }
    }
  }
`;
