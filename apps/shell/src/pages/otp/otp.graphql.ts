import { gql, type TypedDocumentNode } from '@apollo/client';

export type CommunicationType = 'SMS' | 'EMAIL';

export interface OtpStatus {
  __typename?: 'OtpStatus';
  communicationType: CommunicationType;
  /** Masked, e.g. "082 *** **67" or "t*****@example.co.za". */
  destination: string;
  expiresAt: string;
  resendAvailableAt: string;
  attemptsLeft: number;
  blocked: boolean;
}

export interface OtpClient {
  __typename?: 'Client';
  id: string;
  firstNames: string | null;
  surname: string | null;
  email: string | null;
  cellNumbers: string[];
}

export interface ShellOtpScreenData {
  otpStatus: OtpStatus | null;
  myClient: OtpClient | null;
}

/** On entry: is there a live OTP already, and who is asking (for the call-back request). */
export const SHELL_OTP_SCREEN: TypedDocumentNode<ShellOtpScreenData, Record<string, never>> = gql`
  query ShellOtpScreen {
    otpStatus {
      communicationType
      destination
      expiresAt
      resendAvailableAt
      attemptsLeft
      blocked
    }
    myClient {
      id
      firstNames
      surname
      email
      cellNumbers
    }
  }
`;

export interface ShellSendOtpData {
  sendOTP: OtpStatus;
}

export const SHELL_SEND_OTP: TypedDocumentNode<ShellSendOtpData, { communicationType: CommunicationType }> = gql`
  mutation ShellSendOtp($communicationType: CommunicationType!) {
    sendOTP(communicationType: $communicationType) {
      communicationType
      destination
      expiresAt
      resendAvailableAt
      attemptsLeft
      blocked
    }
  }
`;

export interface ShellConfirmOtpData {
  confirmOTP: boolean;
}

export const SHELL_CONFIRM_OTP: TypedDocumentNode<ShellConfirmOtpData, { OTP: string }> = gql`
  mutation ShellConfirmOtp($OTP: String!) {
    confirmOTP(OTP: $OTP)
  }
`;

export interface ShellCreateLeadInput {
  firstName: string;
  surname?: string | null;
  cellNumber: string;
  email?: string | null;
  talkAbout: string;
  message?: string | null;
  routing?: string | null;
  idempotencyKey: string;
}

export interface ShellCreateLeadData {
  createLead: { __typename?: 'Lead'; id: string };
}

/** The call-back request offered once OTP attempts are used up. */
export const SHELL_REQUEST_OTP_CALL_BACK: TypedDocumentNode<ShellCreateLeadData, { input: ShellCreateLeadInput }> = gql`
  mutation ShellRequestOtpCallBack($input: CreateLeadInput!) {
    createLead(input: $input) {
      id
    }
  }
`;
