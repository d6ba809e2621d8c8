import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ShellHasExistingUserData {
  /** The provider name (e.g. "Imali") when the ID number already has an account, else null. */
  hasExistingUser: string | null;
}

export interface ShellHasExistingUserVariables {
  idNumber: string;
  idType?: string | null;
}

/** The existing-user check on ID number blur during registration (spec §5.4). */
export const SHELL_HAS_EXISTING_USER: TypedDocumentNode<ShellHasExistingUserData, ShellHasExistingUserVariables> = gql`
  query ShellHasExistingUser($idNumber: String!, $idType: String) {
    hasExistingUser(idNumber: $idNumber, idType: $idType)
  }
`;

/** The profile fields of the registration and Profile Settings form. */
export interface ProfileClient {
  __typename?: 'Client';
  id: string;
  firstNames: string | null;
  surname: string | null;
  idType: string | null;
  idNumber: string | null;
  passportExpiresDate: string | null;
  email: string | null;
  cellNumbers: string[];
  income: number | null;
  marketingConsent: boolean;
  acceptedTerms: boolean;
  isRegistration: boolean;
  otpVerification: boolean;
}

export interface ShellProfileData {
  myClient: ProfileClient | null;
}

export const SHELL_PROFILE: TypedDocumentNode<ShellProfileData, Record<string, never>> = gql`
  query ShellProfile {
    myClient {
      id
      firstNames
      surname
      idType
      idNumber
      passportExpiresDate
      email
      cellNumbers
      income
      marketingConsent
      acceptedTerms
      isRegistration
      otpVerification
    }
  }
`;

/** UpdateClientInput: only what the form changes is sent. */
export interface ProfileInput {
  firstNames?: string | null;
  surname?: string | null;
  idType?: string | null;
  idNumber?: string | null;
  passportExpiresDate?: string | null;
  email?: string | null;
  cellNumbers?: string[];
  income?: number | null;
  marketingConsent?: boolean;
  acceptedTerms?: boolean;
}

export interface ShellUpdateMyProfileData {
  updateMyProfile: ProfileClient;
}

/** Saves the profile; accepting the terms with the required fields completes registration. */
export const SHELL_UPDATE_MY_PROFILE: TypedDocumentNode<ShellUpdateMyProfileData, { input: ProfileInput }> = gql`
  mutation ShellUpdateMyProfile($input: UpdateClientInput!) {
    updateMyProfile(input: $input) {
      id
      firstNames
      surname
      idType
      idNumber
      passportExpiresDate
      email
      cellNumbers
      income
      marketingConsent
      acceptedTerms
      isRegistration
      otpVerification
    }
  }
`;
