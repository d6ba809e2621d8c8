/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BankAccountInput = {
  accountHolderContactNumber?: string | null | undefined;
  accountHolderEmail?: string | null | undefined;
  accountHolderIdNumber?: string | null | undefined;
  accountHolderName?: string | null | undefined;
  accountNo: string;
  /** Needed where banks share a branch code (462005) */
  bankName?: string | null | undefined;
  /** Universal branch code from the bank list */
  branchCode: string;
  /** Made once per submit: a retry returns the same account */
  idempotencyKey?: string | null | undefined;
  ownAccount?: boolean | null | undefined;
  verifyAccountInfo?: boolean | null | undefined;
};

export type CommunicationType =
  | 'EMAIL'
  | 'SMS';

/** cellNumber or email */
export type ContactChangeField =
  | 'cellNumber'
  | 'email';

export type CreateLeadInput = {
  cellNumber: string;
  email?: string | null | undefined;
  firstName: string;
  /** Made once per submission attempt; a retry with the same key returns the first lead */
  idempotencyKey: string;
  message?: string | null | undefined;
  /** Short code: sav, fun, cli, debt, af, mcc, ... */
  routing?: string | null | undefined;
  surname?: string | null | undefined;
  /** Debt Management, Credit Life Cover, Funeral Cover, Savings or Other */
  talkAbout: string;
};

export type Gender =
  | 'FEMALE'
  | 'MALE';

/** South African ID (rsa_id), Zimbabwean (zim_id), Namibian (nam_id), Botswana (bot_id), other or passport (oth_id) */
export type IdType =
  | 'bot_id'
  | 'nam_id'
  | 'oth_id'
  | 'rsa_id'
  | 'zim_id';

export type SignInInput = {
  password: string;
  /** ID number or e-mail address */
  username: string;
};

export type SignUpInput = {
  /** The client record made during a guest sale, to link to this account */
  clientId?: string | number | null | undefined;
  email?: string | null | undefined;
  idNumber?: string | null | undefined;
  idType: IdType;
  password: string;
};

/** A staff role: sales person (credit life sales mode), group sales, operations */
export type StaffRole =
  | 'GROUP_SALES'
  | 'OPERATIONS'
  | 'SALES_PERSON';

export type UpdateClientInput = {
  acceptedTerms?: boolean | null | undefined;
  birthDate?: string | null | undefined;
  cellNumbers?: Array<string> | null | undefined;
  email?: string | null | undefined;
  firstNames?: string | null | undefined;
  gender?: Gender | null | undefined;
  idNumber?: string | null | undefined;
  idType?: IdType | null | undefined;
  income?: number | null | undefined;
  marketingConsent?: boolean | null | undefined;
  nickName?: string | null | undefined;
  passportExpiresDate?: string | null | undefined;
  surname?: string | null | undefined;
  taxNumber?: string | null | undefined;
  title?: string | null | undefined;
};

export type ShellBankAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellBankAccountsQuery = { myClient: { __typename: 'Client', id: string, bankAccounts: Array<{ __typename: 'BankAccount', id: string, bankName: string, accountNo: string, ownAccount: boolean }> } | null };

export type ShellBankAccountQueryVariables = Exact<{
  id: string | number;
}>;


export type ShellBankAccountQuery = { bankaccount: { __typename: 'BankAccount', id: string, bankName: string, branchCode: string, accountNo: string, ownAccount: boolean, accountHolderName: string | null, accountHolderContactNumber: string | null, accountHolderEmail: string | null, accountHolderIdNumber: string | null, verifyAccountInfo: boolean } };

export type ShellUpdateBankAccountMutationVariables = Exact<{
  id: string | number;
  input: BankAccountInput;
}>;


export type ShellUpdateBankAccountMutation = { updateBankAccount: { __typename: 'BankAccount', id: string, bankName: string, branchCode: string, accountNo: string, ownAccount: boolean, accountHolderName: string | null, accountHolderContactNumber: string | null, accountHolderEmail: string | null, accountHolderIdNumber: string | null, verifyAccountInfo: boolean } };

export type ShellBankAccountFieldsFragment = { __typename: 'BankAccount', id: string, bankName: string, branchCode: string, accountNo: string, ownAccount: boolean, accountHolderName: string | null, accountHolderContactNumber: string | null, accountHolderEmail: string | null, accountHolderIdNumber: string | null, verifyAccountInfo: boolean };

export type ShellDevOutboxQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellDevOutboxQuery = { devOutbox: Array<{ __typename: 'OutboxMessage', id: string, channel: CommunicationType, destination: string, body: string, createdAt: string }> };

export type ShellFinancialHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellFinancialHealthQuery = { myClient: { __typename: 'Client', id: string, income: number | null, estimatedIncome: number | null, idNumberVerified: boolean, debtBreakdown: { __typename: 'DebtBreakdown', id: string, allDebt: number, housingDebt: number, vehicleDebt: number, normalDebt: number, creditCardDebt: number, compuScore: number | null, finalPaymentDate: string | null, hasDebtCounselling: boolean, affordability: number | null, estimatedIncome: number | null, incomeIsEstimated: boolean } | null, savings: { __typename: 'Savings', id: string, bucketInfo: Array<{ __typename: 'Bucket', id: string, amount: number, targetAmount: number }> } | null, clearanceCertificates: Array<{ __typename: 'ClearanceCertificate', id: string, state: string, certificateNumber: string | null, createdAt: string }> | null, groups: Array<{ __typename: 'Group', id: string, name: string }> | null } | null };

export type ShellMyClientQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellMyClientQuery = { myClient: { __typename: 'Client', id: string, firstNames: string | null, surname: string | null, email: string | null, createdAt: string } | null };

export type ShellLinkGuestSaleMutationVariables = Exact<{
  clientId: string | number;
  communicationType: CommunicationType;
}>;


export type ShellLinkGuestSaleMutation = { linkGuestSale: { __typename: 'GuestSaleLink', destination: string } };

export type ShellConfirmGuestSaleLinkMutationVariables = Exact<{
  OTP: string;
}>;


export type ShellConfirmGuestSaleLinkMutation = { confirmGuestSaleLink: boolean };

export type ShellOtpScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellOtpScreenQuery = { otpStatus: { __typename: 'OtpStatus', communicationType: CommunicationType, destination: string, expiresAt: string, resendAvailableAt: string, attemptsLeft: number, blocked: boolean } | null, myClient: { __typename: 'Client', id: string, firstNames: string | null, surname: string | null, email: string | null, cellNumbers: Array<string> } | null };

export type ShellSendOtpMutationVariables = Exact<{
  communicationType: CommunicationType;
}>;


export type ShellSendOtpMutation = { sendOTP: { __typename: 'OtpStatus', communicationType: CommunicationType, destination: string, expiresAt: string, resendAvailableAt: string, attemptsLeft: number, blocked: boolean } };

export type ShellConfirmOtpMutationVariables = Exact<{
  OTP: string;
}>;


export type ShellConfirmOtpMutation = { confirmOTP: boolean };

export type ShellRequestOtpCallBackMutationVariables = Exact<{
  input: CreateLeadInput;
}>;


export type ShellRequestOtpCallBackMutation = { createLead: { __typename: 'Lead', id: string } };

export type ShellOtpStatusFieldsFragment = { __typename: 'OtpStatus', communicationType: CommunicationType, destination: string, expiresAt: string, resendAvailableAt: string, attemptsLeft: number, blocked: boolean };

export type ShellPendingContactChangesQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellPendingContactChangesQuery = { myClient: { __typename: 'Client', id: string, email: string | null, cellNumbers: Array<string>, pendingContactChanges: Array<{ __typename: 'PendingContactChange', field: ContactChangeField, destination: string }> } | null };

export type ShellConfirmContactChangeMutationVariables = Exact<{
  OTP: string;
}>;


export type ShellConfirmContactChangeMutation = { confirmContactChange: { __typename: 'Client', id: string, email: string | null, cellNumbers: Array<string>, pendingContactChanges: Array<{ __typename: 'PendingContactChange', field: ContactChangeField, destination: string }> } };

export type ShellProfilePhotoQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellProfilePhotoQuery = { me: { __typename: 'User', id: string, photo: { __typename: 'Photo', url: string | null } | null } | null };

export type ShellUploadProfilePhotoMutationVariables = Exact<{
  dataBase64: string;
}>;


export type ShellUploadProfilePhotoMutation = { uploadProfilePhoto: { __typename: 'User', id: string, photo: { __typename: 'Photo', url: string | null } | null } };

export type ShellHasExistingUserQueryVariables = Exact<{
  idNumber: string;
  idType?: IdType | null | undefined;
}>;


export type ShellHasExistingUserQuery = { hasExistingUser: string | null };

export type ShellProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellProfileQuery = { myClient: { __typename: 'Client', id: string, firstNames: string | null, surname: string | null, idType: IdType | null, idNumber: string | null, passportExpiresDate: string | null, email: string | null, cellNumbers: Array<string>, income: number | null, marketingConsent: boolean, acceptedTerms: boolean, isRegistration: boolean, otpVerification: boolean } | null };

export type ShellUpdateMyProfileMutationVariables = Exact<{
  input: UpdateClientInput;
}>;


export type ShellUpdateMyProfileMutation = { updateMyProfile: { __typename: 'Client', id: string, firstNames: string | null, surname: string | null, idType: IdType | null, idNumber: string | null, passportExpiresDate: string | null, email: string | null, cellNumbers: Array<string>, income: number | null, marketingConsent: boolean, acceptedTerms: boolean, isRegistration: boolean, otpVerification: boolean } };

export type ShellProfileFieldsFragment = { __typename: 'Client', id: string, firstNames: string | null, surname: string | null, idType: IdType | null, idNumber: string | null, passportExpiresDate: string | null, email: string | null, cellNumbers: Array<string>, income: number | null, marketingConsent: boolean, acceptedTerms: boolean, isRegistration: boolean, otpVerification: boolean };

export type ShellRequestSignInOtpMutationVariables = Exact<{
  username: string;
  communicationType: CommunicationType;
}>;


export type ShellRequestSignInOtpMutation = { requestSignInOTP: boolean };

export type ShellSignInWithOtpMutationVariables = Exact<{
  username: string;
  OTP: string;
}>;


export type ShellSignInWithOtpMutation = { signInWithOTP: { __typename: 'SignInResult', user: { __typename: 'User', id: string, clientId: string } } };

export type ShellHeaderPhotoQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellHeaderPhotoQuery = { me: { __typename: 'User', id: string, photo: { __typename: 'Photo', url: string | null } | null } | null };

export type ShellEmployeeQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellEmployeeQuery = { me: { __typename: 'User', id: string, employee: { __typename: 'Employee', id: string, roles: Array<StaffRole> } | null } | null };

export type ShellMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellMeQuery = { me: { __typename: 'User', id: string, clientId: string } | null, myClient: { __typename: 'Client', id: string, firstNames: string | null, isRegistration: boolean, acceptedTerms: boolean, otpVerification: boolean } | null };

export type ShellSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type ShellSignInMutation = { signIn: { __typename: 'SignInResult', user: { __typename: 'User', id: string, clientId: string } } };

export type ShellSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type ShellSignUpMutation = { signUp: { __typename: 'SignInResult', user: { __typename: 'User', id: string, clientId: string } } };

export type ShellSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type ShellSignOutMutation = { signOut: boolean };

export const ShellBankAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellBankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"ownAccount"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderIdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"verifyAccountInfo"}}]}}]} as unknown as DocumentNode<ShellBankAccountFieldsFragment, unknown>;
export const ShellOtpStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellOtpStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtpStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communicationType"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}}]}}]} as unknown as DocumentNode<ShellOtpStatusFieldsFragment, unknown>;
export const ShellProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiresDate"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"isRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"otpVerification"}}]}}]} as unknown as DocumentNode<ShellProfileFieldsFragment, unknown>;
export const ShellBankAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellBankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"ownAccount"}}]}}]}}]}}]} as unknown as DocumentNode<ShellBankAccountsQuery, ShellBankAccountsQueryVariables>;
export const ShellBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankaccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellBankAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellBankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"ownAccount"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderIdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"verifyAccountInfo"}}]}}]} as unknown as DocumentNode<ShellBankAccountQuery, ShellBankAccountQueryVariables>;
export const ShellUpdateBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellUpdateBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellBankAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellBankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"ownAccount"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderIdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"verifyAccountInfo"}}]}}]} as unknown as DocumentNode<ShellUpdateBankAccountMutation, ShellUpdateBankAccountMutationVariables>;
export const ShellDevOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellDevOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ShellDevOutboxQuery, ShellDevOutboxQueryVariables>;
export const ShellFinancialHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellFinancialHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedIncome"}},{"kind":"Field","name":{"kind":"Name","value":"idNumberVerified"}},{"kind":"Field","name":{"kind":"Name","value":"debtBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allDebt"}},{"kind":"Field","name":{"kind":"Name","value":"housingDebt"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleDebt"}},{"kind":"Field","name":{"kind":"Name","value":"normalDebt"}},{"kind":"Field","name":{"kind":"Name","value":"creditCardDebt"}},{"kind":"Field","name":{"kind":"Name","value":"compuScore"}},{"kind":"Field","name":{"kind":"Name","value":"finalPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"hasDebtCounselling"}},{"kind":"Field","name":{"kind":"Name","value":"affordability"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedIncome"}},{"kind":"Field","name":{"kind":"Name","value":"incomeIsEstimated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bucketInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"targetAmount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"clearanceCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ShellFinancialHealthQuery, ShellFinancialHealthQueryVariables>;
export const ShellMyClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellMyClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ShellMyClientQuery, ShellMyClientQueryVariables>;
export const ShellLinkGuestSaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellLinkGuestSale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"communicationType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkGuestSale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"communicationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"communicationType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}}]}}]}}]} as unknown as DocumentNode<ShellLinkGuestSaleMutation, ShellLinkGuestSaleMutationVariables>;
export const ShellConfirmGuestSaleLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellConfirmGuestSaleLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"OTP"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmGuestSaleLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"OTP"},"value":{"kind":"Variable","name":{"kind":"Name","value":"OTP"}}}]}]}}]} as unknown as DocumentNode<ShellConfirmGuestSaleLinkMutation, ShellConfirmGuestSaleLinkMutationVariables>;
export const ShellOtpScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellOtpScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellOtpStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumbers"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellOtpStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtpStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communicationType"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}}]}}]} as unknown as DocumentNode<ShellOtpScreenQuery, ShellOtpScreenQueryVariables>;
export const ShellSendOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellSendOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"communicationType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendOTP"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"communicationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"communicationType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellOtpStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellOtpStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtpStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communicationType"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}}]}}]} as unknown as DocumentNode<ShellSendOtpMutation, ShellSendOtpMutationVariables>;
export const ShellConfirmOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellConfirmOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"OTP"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmOTP"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"OTP"},"value":{"kind":"Variable","name":{"kind":"Name","value":"OTP"}}}]}]}}]} as unknown as DocumentNode<ShellConfirmOtpMutation, ShellConfirmOtpMutationVariables>;
export const ShellRequestOtpCallBackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellRequestOtpCallBack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ShellRequestOtpCallBackMutation, ShellRequestOtpCallBackMutationVariables>;
export const ShellPendingContactChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellPendingContactChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"pendingContactChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}}]}}]}}]}}]} as unknown as DocumentNode<ShellPendingContactChangesQuery, ShellPendingContactChangesQueryVariables>;
export const ShellConfirmContactChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellConfirmContactChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"OTP"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmContactChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"OTP"},"value":{"kind":"Variable","name":{"kind":"Name","value":"OTP"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"pendingContactChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}}]}}]}}]}}]} as unknown as DocumentNode<ShellConfirmContactChangeMutation, ShellConfirmContactChangeMutationVariables>;
export const ShellProfilePhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellProfilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ShellProfilePhotoQuery, ShellProfilePhotoQueryVariables>;
export const ShellUploadProfilePhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellUploadProfilePhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataBase64"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProfilePhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dataBase64"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataBase64"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ShellUploadProfilePhotoMutation, ShellUploadProfilePhotoMutationVariables>;
export const ShellHasExistingUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellHasExistingUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IdType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasExistingUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idType"}}}]}]}}]} as unknown as DocumentNode<ShellHasExistingUserQuery, ShellHasExistingUserQueryVariables>;
export const ShellProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiresDate"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"isRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"otpVerification"}}]}}]} as unknown as DocumentNode<ShellProfileQuery, ShellProfileQueryVariables>;
export const ShellUpdateMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellUpdateMyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiresDate"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"isRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"otpVerification"}}]}}]} as unknown as DocumentNode<ShellUpdateMyProfileMutation, ShellUpdateMyProfileMutationVariables>;
export const ShellRequestSignInOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellRequestSignInOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"communicationType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestSignInOTP"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"communicationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"communicationType"}}}]}]}}]} as unknown as DocumentNode<ShellRequestSignInOtpMutation, ShellRequestSignInOtpMutationVariables>;
export const ShellSignInWithOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellSignInWithOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"OTP"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithOTP"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"OTP"},"value":{"kind":"Variable","name":{"kind":"Name","value":"OTP"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}}]}}]}}]}}]} as unknown as DocumentNode<ShellSignInWithOtpMutation, ShellSignInWithOtpMutationVariables>;
export const ShellHeaderPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellHeaderPhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ShellHeaderPhotoQuery, ShellHeaderPhotoQueryVariables>;
export const ShellEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellEmployee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]}}]} as unknown as DocumentNode<ShellEmployeeQuery, ShellEmployeeQueryVariables>;
export const ShellMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"isRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"otpVerification"}}]}}]}}]} as unknown as DocumentNode<ShellMeQuery, ShellMeQueryVariables>;
export const ShellSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}}]}}]}}]}}]} as unknown as DocumentNode<ShellSignInMutation, ShellSignInMutationVariables>;
export const ShellSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}}]}}]}}]}}]} as unknown as DocumentNode<ShellSignUpMutation, ShellSignUpMutationVariables>;
export const ShellSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<ShellSignOutMutation, ShellSignOutMutationVariables>;