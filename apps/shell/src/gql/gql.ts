/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query ShellBankAccounts {\n  myClient {\n    id\n    bankAccounts {\n      id\n      bankName\n      accountNo\n      ownAccount\n    }\n  }\n}\n\nquery ShellBankAccount($id: ID!) {\n  bankaccount(id: $id) {\n    ...ShellBankAccountFields\n  }\n}\n\nmutation ShellUpdateBankAccount($id: ID!, $input: BankAccountInput!) {\n  updateBankAccount(id: $id, input: $input) {\n    ...ShellBankAccountFields\n  }\n}\n\nfragment ShellBankAccountFields on BankAccount {\n  id\n  bankName\n  branchCode\n  accountNo\n  ownAccount\n  accountHolderName\n  accountHolderContactNumber\n  accountHolderEmail\n  accountHolderIdNumber\n  verifyAccountInfo\n}": typeof types.ShellBankAccountsDocument,
    "query ShellDevOutbox {\n  devOutbox {\n    id\n    channel\n    destination\n    body\n    createdAt\n  }\n}": typeof types.ShellDevOutboxDocument,
    "query ShellFinancialHealth {\n  myClient {\n    id\n    income\n    estimatedIncome\n    idNumberVerified\n    debtBreakdown {\n      id\n      allDebt\n      housingDebt\n      vehicleDebt\n      normalDebt\n      creditCardDebt\n      compuScore\n      finalPaymentDate\n      hasDebtCounselling\n      affordability\n      estimatedIncome\n      incomeIsEstimated\n    }\n    savings {\n      id\n      bucketInfo {\n        id\n        amount\n        targetAmount\n      }\n    }\n    clearanceCertificates {\n      id\n      state\n      certificateNumber\n      createdAt\n    }\n    groups {\n      id\n      name\n    }\n  }\n}": typeof types.ShellFinancialHealthDocument,
    "query ShellMyClient {\n  myClient {\n    id\n    firstNames\n    surname\n    email\n    createdAt\n  }\n}": typeof types.ShellMyClientDocument,
    "mutation ShellLinkGuestSale($clientId: ID!, $communicationType: CommunicationType!) {\n  linkGuestSale(clientId: $clientId, communicationType: $communicationType) {\n    destination\n  }\n}\n\nmutation ShellConfirmGuestSaleLink($OTP: String!) {\n  confirmGuestSaleLink(OTP: $OTP)\n}": typeof types.ShellLinkGuestSaleDocument,
    "query ShellOtpScreen {\n  otpStatus {\n    ...ShellOtpStatusFields\n  }\n  myClient {\n    id\n    firstNames\n    surname\n    email\n    cellNumbers\n  }\n}\n\nmutation ShellSendOtp($communicationType: CommunicationType!) {\n  sendOTP(communicationType: $communicationType) {\n    ...ShellOtpStatusFields\n  }\n}\n\nmutation ShellConfirmOtp($OTP: String!) {\n  confirmOTP(OTP: $OTP)\n}\n\nmutation ShellRequestOtpCallBack($input: CreateLeadInput!) {\n  createLead(input: $input) {\n    id\n  }\n}\n\nfragment ShellOtpStatusFields on OtpStatus {\n  communicationType\n  destination\n  expiresAt\n  resendAvailableAt\n  attemptsLeft\n  blocked\n}": typeof types.ShellOtpScreenDocument,
    "query ShellPendingContactChanges {\n  myClient {\n    id\n    email\n    cellNumbers\n    pendingContactChanges {\n      field\n      destination\n    }\n  }\n}\n\nmutation ShellConfirmContactChange($OTP: String!) {\n  confirmContactChange(OTP: $OTP) {\n    id\n    email\n    cellNumbers\n    pendingContactChanges {\n      field\n      destination\n    }\n  }\n}": typeof types.ShellPendingContactChangesDocument,
    "query ShellProfilePhoto {\n  me {\n    id\n    photo {\n      url\n    }\n  }\n}\n\nmutation ShellUploadProfilePhoto($dataBase64: String!) {\n  uploadProfilePhoto(dataBase64: $dataBase64) {\n    id\n    photo {\n      url\n    }\n  }\n}": typeof types.ShellProfilePhotoDocument,
    "query ShellHasExistingUser($idNumber: String!, $idType: IdType) {\n  hasExistingUser(idNumber: $idNumber, idType: $idType)\n}\n\nquery ShellProfile {\n  myClient {\n    ...ShellProfileFields\n  }\n}\n\nmutation ShellUpdateMyProfile($input: UpdateClientInput!) {\n  updateMyProfile(input: $input) {\n    ...ShellProfileFields\n  }\n}\n\nfragment ShellProfileFields on Client {\n  id\n  firstNames\n  surname\n  idType\n  idNumber\n  passportExpiresDate\n  email\n  cellNumbers\n  income\n  marketingConsent\n  acceptedTerms\n  isRegistration\n  otpVerification\n}": typeof types.ShellHasExistingUserDocument,
    "mutation ShellRequestSignInOtp($username: String!, $communicationType: CommunicationType!) {\n  requestSignInOTP(username: $username, communicationType: $communicationType)\n}\n\nmutation ShellSignInWithOtp($username: String!, $OTP: String!) {\n  signInWithOTP(username: $username, OTP: $OTP) {\n    user {\n      id\n      clientId\n    }\n  }\n}": typeof types.ShellRequestSignInOtpDocument,
    "query ShellHeaderPhoto {\n  me {\n    id\n    photo {\n      url\n    }\n  }\n}": typeof types.ShellHeaderPhotoDocument,
    "query ShellEmployee {\n  me {\n    id\n    employee {\n      id\n      roles\n    }\n  }\n}": typeof types.ShellEmployeeDocument,
    "query ShellMe {\n  me {\n    id\n    clientId\n  }\n  myClient {\n    id\n    firstNames\n    isRegistration\n    acceptedTerms\n    otpVerification\n  }\n}\n\nmutation ShellSignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      id\n      clientId\n    }\n  }\n}\n\nmutation ShellSignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    user {\n      id\n      clientId\n    }\n  }\n}\n\nmutation ShellSignOut {\n  signOut\n}": typeof types.ShellMeDocument,
};
const documents: Documents = {
    "query ShellBankAccounts {\n  myClient {\n    id\n    bankAccounts {\n      id\n      bankName\n      accountNo\n      ownAccount\n    }\n  }\n}\n\nquery ShellBankAccount($id: ID!) {\n  bankaccount(id: $id) {\n    ...ShellBankAccountFields\n  }\n}\n\nmutation ShellUpdateBankAccount($id: ID!, $input: BankAccountInput!) {\n  updateBankAccount(id: $id, input: $input) {\n    ...ShellBankAccountFields\n  }\n}\n\nfragment ShellBankAccountFields on BankAccount {\n  id\n  bankName\n  branchCode\n  accountNo\n  ownAccount\n  accountHolderName\n  accountHolderContactNumber\n  accountHolderEmail\n  accountHolderIdNumber\n  verifyAccountInfo\n}": types.ShellBankAccountsDocument,
    "query ShellDevOutbox {\n  devOutbox {\n    id\n    channel\n    destination\n    body\n    createdAt\n  }\n}": types.ShellDevOutboxDocument,
    "query ShellFinancialHealth {\n  myClient {\n    id\n    income\n    estimatedIncome\n    idNumberVerified\n    debtBreakdown {\n      id\n      allDebt\n      housingDebt\n      vehicleDebt\n      normalDebt\n      creditCardDebt\n      compuScore\n      finalPaymentDate\n      hasDebtCounselling\n      affordability\n      estimatedIncome\n      incomeIsEstimated\n    }\n    savings {\n      id\n      bucketInfo {\n        id\n        amount\n        targetAmount\n      }\n    }\n    clearanceCertificates {\n      id\n      state\n      certificateNumber\n      createdAt\n    }\n    groups {\n      id\n      name\n    }\n  }\n}": types.ShellFinancialHealthDocument,
    "query ShellMyClient {\n  myClient {\n    id\n    firstNames\n    surname\n    email\n    createdAt\n  }\n}": types.ShellMyClientDocument,
    "mutation ShellLinkGuestSale($clientId: ID!, $communicationType: CommunicationType!) {\n  linkGuestSale(clientId: $clientId, communicationType: $communicationType) {\n    destination\n  }\n}\n\nmutation ShellConfirmGuestSaleLink($OTP: String!) {\n  confirmGuestSaleLink(OTP: $OTP)\n}": types.ShellLinkGuestSaleDocument,
    "query ShellOtpScreen {\n  otpStatus {\n    ...ShellOtpStatusFields\n  }\n  myClient {\n    id\n    firstNames\n    surname\n    email\n    cellNumbers\n  }\n}\n\nmutation ShellSendOtp($communicationType: CommunicationType!) {\n  sendOTP(communicationType: $communicationType) {\n    ...ShellOtpStatusFields\n  }\n}\n\nmutation ShellConfirmOtp($OTP: String!) {\n  confirmOTP(OTP: $OTP)\n}\n\nmutation ShellRequestOtpCallBack($input: CreateLeadInput!) {\n  createLead(input: $input) {\n    id\n  }\n}\n\nfragment ShellOtpStatusFields on OtpStatus {\n  communicationType\n  destination\n  expiresAt\n  resendAvailableAt\n  attemptsLeft\n  blocked\n}": types.ShellOtpScreenDocument,
    "query ShellPendingContactChanges {\n  myClient {\n    id\n    email\n    cellNumbers\n    pendingContactChanges {\n      field\n      destination\n    }\n  }\n}\n\nmutation ShellConfirmContactChange($OTP: String!) {\n  confirmContactChange(OTP: $OTP) {\n    id\n    email\n    cellNumbers\n    pendingContactChanges {\n      field\n      destination\n    }\n  }\n}": types.ShellPendingContactChangesDocument,
    "query ShellProfilePhoto {\n  me {\n    id\n    photo {\n      url\n    }\n  }\n}\n\nmutation ShellUploadProfilePhoto($dataBase64: String!) {\n  uploadProfilePhoto(dataBase64: $dataBase64) {\n    id\n    photo {\n      url\n    }\n  }\n}": types.ShellProfilePhotoDocument,
    "query ShellHasExistingUser($idNumber: String!, $idType: IdType) {\n  hasExistingUser(idNumber: $idNumber, idType: $idType)\n}\n\nquery ShellProfile {\n  myClient {\n    ...ShellProfileFields\n  }\n}\n\nmutation ShellUpdateMyProfile($input: UpdateClientInput!) {\n  updateMyProfile(input: $input) {\n    ...ShellProfileFields\n  }\n}\n\nfragment ShellProfileFields on Client {\n  id\n  firstNames\n  surname\n  idType\n  idNumber\n  passportExpiresDate\n  email\n  cellNumbers\n  income\n  marketingConsent\n  acceptedTerms\n  isRegistration\n  otpVerification\n}": types.ShellHasExistingUserDocument,
    "mutation ShellRequestSignInOtp($username: String!, $communicationType: CommunicationType!) {\n  requestSignInOTP(username: $username, communicationType: $communicationType)\n}\n\nmutation ShellSignInWithOtp($username: String!, $OTP: String!) {\n  signInWithOTP(username: $username, OTP: $OTP) {\n    user {\n      id\n      clientId\n    }\n  }\n}": types.ShellRequestSignInOtpDocument,
    "query ShellHeaderPhoto {\n  me {\n    id\n    photo {\n      url\n    }\n  }\n}": types.ShellHeaderPhotoDocument,
    "query ShellEmployee {\n  me {\n    id\n    employee {\n      id\n      roles\n    }\n  }\n}": types.ShellEmployeeDocument,
    "query ShellMe {\n  me {\n    id\n    clientId\n  }\n  myClient {\n    id\n    firstNames\n    isRegistration\n    acceptedTerms\n    otpVerification\n  }\n}\n\nmutation ShellSignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      id\n      clientId\n    }\n  }\n}\n\nmutation ShellSignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    user {\n      id\n      clientId\n    }\n  }\n}\n\nmutation ShellSignOut {\n  signOut\n}": types.ShellMeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellBankAccounts {\n  myClient {\n    id\n    bankAccounts {\n      id\n      bankName\n      accountNo\n      ownAccount\n    }\n  }\n}\n\nquery ShellBankAccount($id: ID!) {\n  bankaccount(id: $id) {\n    ...ShellBankAccountFields\n  }\n}\n\nmutation ShellUpdateBankAccount($id: ID!, $input: BankAccountInput!) {\n  updateBankAccount(id: $id, input: $input) {\n    ...ShellBankAccountFields\n  }\n}\n\nfragment ShellBankAccountFields on BankAccount {\n  id\n  bankName\n  branchCode\n  accountNo\n  ownAccount\n  accountHolderName\n  accountHolderContactNumber\n  accountHolderEmail\n  accountHolderIdNumber\n  verifyAccountInfo\n}"): (typeof documents)["query ShellBankAccounts {\n  myClient {\n    id\n    bankAccounts {\n      id\n      bankName\n      accountNo\n      ownAccount\n    }\n  }\n}\n\nquery ShellBankAccount($id: ID!) {\n  bankaccount(id: $id) {\n    ...ShellBankAccountFields\n  }\n}\n\nmutation ShellUpdateBankAccount($id: ID!, $input: BankAccountInput!) {\n  updateBankAccount(id: $id, input: $input) {\n    ...ShellBankAccountFields\n  }\n}\n\nfragment ShellBankAccountFields on BankAccount {\n  id\n  bankName\n  branchCode\n  accountNo\n  ownAccount\n  accountHolderName\n  accountHolderContactNumber\n  accountHolderEmail\n  accountHolderIdNumber\n  verifyAccountInfo\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellDevOutbox {\n  devOutbox {\n    id\n    channel\n    destination\n    body\n    createdAt\n  }\n}"): (typeof documents)["query ShellDevOutbox {\n  devOutbox {\n    id\n    channel\n    destination\n    body\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellFinancialHealth {\n  myClient {\n    id\n    income\n    estimatedIncome\n    idNumberVerified\n    debtBreakdown {\n      id\n      allDebt\n      housingDebt\n      vehicleDebt\n      normalDebt\n      creditCardDebt\n      compuScore\n      finalPaymentDate\n      hasDebtCounselling\n      affordability\n      estimatedIncome\n      incomeIsEstimated\n    }\n    savings {\n      id\n      bucketInfo {\n        id\n        amount\n        targetAmount\n      }\n    }\n    clearanceCertificates {\n      id\n      state\n      certificateNumber\n      createdAt\n    }\n    groups {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["query ShellFinancialHealth {\n  myClient {\n    id\n    income\n    estimatedIncome\n    idNumberVerified\n    debtBreakdown {\n      id\n      allDebt\n      housingDebt\n      vehicleDebt\n      normalDebt\n      creditCardDebt\n      compuScore\n      finalPaymentDate\n      hasDebtCounselling\n      affordability\n      estimatedIncome\n      incomeIsEstimated\n    }\n    savings {\n      id\n      bucketInfo {\n        id\n        amount\n        targetAmount\n      }\n    }\n    clearanceCertificates {\n      id\n      state\n      certificateNumber\n      createdAt\n    }\n    groups {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellMyClient {\n  myClient {\n    id\n    firstNames\n    surname\n    email\n    createdAt\n  }\n}"): (typeof documents)["query ShellMyClient {\n  myClient {\n    id\n    firstNames\n    surname\n    email\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShellLinkGuestSale($clientId: ID!, $communicationType: CommunicationType!) {\n  linkGuestSale(clientId: $clientId, communicationType: $communicationType) {\n    destination\n  }\n}\n\nmutation ShellConfirmGuestSaleLink($OTP: String!) {\n  confirmGuestSaleLink(OTP: $OTP)\n}"): (typeof documents)["mutation ShellLinkGuestSale($clientId: ID!, $communicationType: CommunicationType!) {\n  linkGuestSale(clientId: $clientId, communicationType: $communicationType) {\n    destination\n  }\n}\n\nmutation ShellConfirmGuestSaleLink($OTP: String!) {\n  confirmGuestSaleLink(OTP: $OTP)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellOtpScreen {\n  otpStatus {\n    ...ShellOtpStatusFields\n  }\n  myClient {\n    id\n    firstNames\n    surname\n    email\n    cellNumbers\n  }\n}\n\nmutation ShellSendOtp($communicationType: CommunicationType!) {\n  sendOTP(communicationType: $communicationType) {\n    ...ShellOtpStatusFields\n  }\n}\n\nmutation ShellConfirmOtp($OTP: String!) {\n  confirmOTP(OTP: $OTP)\n}\n\nmutation ShellRequestOtpCallBack($input: CreateLeadInput!) {\n  createLead(input: $input) {\n    id\n  }\n}\n\nfragment ShellOtpStatusFields on OtpStatus {\n  communicationType\n  destination\n  expiresAt\n  resendAvailableAt\n  attemptsLeft\n  blocked\n}"): (typeof documents)["query ShellOtpScreen {\n  otpStatus {\n    ...ShellOtpStatusFields\n  }\n  myClient {\n    id\n    firstNames\n    surname\n    email\n    cellNumbers\n  }\n}\n\nmutation ShellSendOtp($communicationType: CommunicationType!) {\n  sendOTP(communicationType: $communicationType) {\n    ...ShellOtpStatusFields\n  }\n}\n\nmutation ShellConfirmOtp($OTP: String!) {\n  confirmOTP(OTP: $OTP)\n}\n\nmutation ShellRequestOtpCallBack($input: CreateLeadInput!) {\n  createLead(input: $input) {\n    id\n  }\n}\n\nfragment ShellOtpStatusFields on OtpStatus {\n  communicationType\n  destination\n  expiresAt\n  resendAvailableAt\n  attemptsLeft\n  blocked\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellPendingContactChanges {\n  myClient {\n    id\n    email\n    cellNumbers\n    pendingContactChanges {\n      field\n      destination\n    }\n  }\n}\n\nmutation ShellConfirmContactChange($OTP: String!) {\n  confirmContactChange(OTP: $OTP) {\n    id\n    email\n    cellNumbers\n    pendingContactChanges {\n      field\n      destination\n    }\n  }\n}"): (typeof documents)["query ShellPendingContactChanges {\n  myClient {\n    id\n    email\n    cellNumbers\n    pendingContactChanges {\n      field\n      destination\n    }\n  }\n}\n\nmutation ShellConfirmContactChange($OTP: String!) {\n  confirmContactChange(OTP: $OTP) {\n    id\n    email\n    cellNumbers\n    pendingContactChanges {\n      field\n      destination\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellProfilePhoto {\n  me {\n    id\n    photo {\n      url\n    }\n  }\n}\n\nmutation ShellUploadProfilePhoto($dataBase64: String!) {\n  uploadProfilePhoto(dataBase64: $dataBase64) {\n    id\n    photo {\n      url\n    }\n  }\n}"): (typeof documents)["query ShellProfilePhoto {\n  me {\n    id\n    photo {\n      url\n    }\n  }\n}\n\nmutation ShellUploadProfilePhoto($dataBase64: String!) {\n  uploadProfilePhoto(dataBase64: $dataBase64) {\n    id\n    photo {\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellHasExistingUser($idNumber: String!, $idType: IdType) {\n  hasExistingUser(idNumber: $idNumber, idType: $idType)\n}\n\nquery ShellProfile {\n  myClient {\n    ...ShellProfileFields\n  }\n}\n\nmutation ShellUpdateMyProfile($input: UpdateClientInput!) {\n  updateMyProfile(input: $input) {\n    ...ShellProfileFields\n  }\n}\n\nfragment ShellProfileFields on Client {\n  id\n  firstNames\n  surname\n  idType\n  idNumber\n  passportExpiresDate\n  email\n  cellNumbers\n  income\n  marketingConsent\n  acceptedTerms\n  isRegistration\n  otpVerification\n}"): (typeof documents)["query ShellHasExistingUser($idNumber: String!, $idType: IdType) {\n  hasExistingUser(idNumber: $idNumber, idType: $idType)\n}\n\nquery ShellProfile {\n  myClient {\n    ...ShellProfileFields\n  }\n}\n\nmutation ShellUpdateMyProfile($input: UpdateClientInput!) {\n  updateMyProfile(input: $input) {\n    ...ShellProfileFields\n  }\n}\n\nfragment ShellProfileFields on Client {\n  id\n  firstNames\n  surname\n  idType\n  idNumber\n  passportExpiresDate\n  email\n  cellNumbers\n  income\n  marketingConsent\n  acceptedTerms\n  isRegistration\n  otpVerification\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShellRequestSignInOtp($username: String!, $communicationType: CommunicationType!) {\n  requestSignInOTP(username: $username, communicationType: $communicationType)\n}\n\nmutation ShellSignInWithOtp($username: String!, $OTP: String!) {\n  signInWithOTP(username: $username, OTP: $OTP) {\n    user {\n      id\n      clientId\n    }\n  }\n}"): (typeof documents)["mutation ShellRequestSignInOtp($username: String!, $communicationType: CommunicationType!) {\n  requestSignInOTP(username: $username, communicationType: $communicationType)\n}\n\nmutation ShellSignInWithOtp($username: String!, $OTP: String!) {\n  signInWithOTP(username: $username, OTP: $OTP) {\n    user {\n      id\n      clientId\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellHeaderPhoto {\n  me {\n    id\n    photo {\n      url\n    }\n  }\n}"): (typeof documents)["query ShellHeaderPhoto {\n  me {\n    id\n    photo {\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellEmployee {\n  me {\n    id\n    employee {\n      id\n      roles\n    }\n  }\n}"): (typeof documents)["query ShellEmployee {\n  me {\n    id\n    employee {\n      id\n      roles\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellMe {\n  me {\n    id\n    clientId\n  }\n  myClient {\n    id\n    firstNames\n    isRegistration\n    acceptedTerms\n    otpVerification\n  }\n}\n\nmutation ShellSignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      id\n      clientId\n    }\n  }\n}\n\nmutation ShellSignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    user {\n      id\n      clientId\n    }\n  }\n}\n\nmutation ShellSignOut {\n  signOut\n}"): (typeof documents)["query ShellMe {\n  me {\n    id\n    clientId\n  }\n  myClient {\n    id\n    firstNames\n    isRegistration\n    acceptedTerms\n    otpVerification\n  }\n}\n\nmutation ShellSignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      id\n      clientId\n    }\n  }\n}\n\nmutation ShellSignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    user {\n      id\n      clientId\n    }\n  }\n}\n\nmutation ShellSignOut {\n  signOut\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;