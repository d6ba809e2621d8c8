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
    "\n  query ShellBankAccounts {\n    myClient {\n      id\n      bankAccounts {\n        id\n        bankName\n        accountNo\n        ownAccount\n      }\n    }\n  }\n": typeof types.ShellBankAccountsDocument,
    "\n  query ShellBankAccount($id: ID!) {\n    bankaccount(id: $id) {\n      id\n      bankName\n      branchCode\n      accountNo\n      ownAccount\n      accountHolderName\n      accountHolderContactNumber\n      accountHolderEmail\n      accountHolderIdNumber\n      verifyAccountInfo\n    }\n  }\n": typeof types.ShellBankAccountDocument,
    "\n  mutation ShellUpdateBankAccount($id: ID!, $input: BankAccountInput!) {\n    updateBankAccount(id: $id, input: $input) {\n      id\n      bankName\n      branchCode\n      accountNo\n      ownAccount\n      accountHolderName\n      accountHolderContactNumber\n      accountHolderEmail\n      accountHolderIdNumber\n      verifyAccountInfo\n    }\n  }\n": typeof types.ShellUpdateBankAccountDocument,
    "\n  query ShellDevOutbox {\n    devOutbox {\n      id\n      channel\n      destination\n      body\n      createdAt\n    }\n  }\n": typeof types.ShellDevOutboxDocument,
    "\n  query ShellMyClient {\n    myClient {\n      id\n      firstNames\n      surname\n      email\n      createdAt\n    }\n  }\n": typeof types.ShellMyClientDocument,
    "\n  mutation ShellLinkGuestSale($clientId: ID!, $communicationType: CommunicationType!) {\n    linkGuestSale(clientId: $clientId, communicationType: $communicationType) {\n      destination\n    }\n  }\n": typeof types.ShellLinkGuestSaleDocument,
    "\n  mutation ShellConfirmGuestSaleLink($OTP: String!) {\n    confirmGuestSaleLink(OTP: $OTP)\n  }\n": typeof types.ShellConfirmGuestSaleLinkDocument,
    "\n  query ShellOtpScreen {\n    otpStatus {\n      communicationType\n      destination\n      expiresAt\n      resendAvailableAt\n      attemptsLeft\n      blocked\n    }\n    myClient {\n      id\n      firstNames\n      surname\n      email\n      cellNumbers\n    }\n  }\n": typeof types.ShellOtpScreenDocument,
    "\n  mutation ShellSendOtp($communicationType: CommunicationType!) {\n    sendOTP(communicationType: $communicationType) {\n      communicationType\n      destination\n      expiresAt\n      resendAvailableAt\n      attemptsLeft\n      blocked\n    }\n  }\n": typeof types.ShellSendOtpDocument,
    "\n  mutation ShellConfirmOtp($OTP: String!) {\n    confirmOTP(OTP: $OTP)\n  }\n": typeof types.ShellConfirmOtpDocument,
    "\n  mutation ShellRequestOtpCallBack($input: CreateLeadInput!) {\n    createLead(input: $input) {\n      id\n    }\n  }\n": typeof types.ShellRequestOtpCallBackDocument,
    "\n  query ShellPendingContactChanges {\n    myClient {\n      id\n      email\n      cellNumbers\n      pendingContactChanges {\n        field\n        destination\n      }\n    }\n  }\n": typeof types.ShellPendingContactChangesDocument,
    "\n  mutation ShellConfirmContactChange($OTP: String!) {\n    confirmContactChange(OTP: $OTP) {\n      id\n      email\n      cellNumbers\n      pendingContactChanges {\n        field\n        destination\n      }\n    }\n  }\n": typeof types.ShellConfirmContactChangeDocument,
    "\n  query ShellProfilePhoto {\n    me {\n      id\n      photo {\n        url\n      }\n    }\n  }\n": typeof types.ShellProfilePhotoDocument,
    "\n  mutation ShellUploadProfilePhoto($dataBase64: String!) {\n    uploadProfilePhoto(dataBase64: $dataBase64) {\n      id\n      photo {\n        url\n      }\n    }\n  }\n": typeof types.ShellUploadProfilePhotoDocument,
    "\n  query ShellHasExistingUser($idNumber: String!, $idType: String) {\n    hasExistingUser(idNumber: $idNumber, idType: $idType)\n  }\n": typeof types.ShellHasExistingUserDocument,
    "\n  query ShellProfile {\n    myClient {\n      id\n      firstNames\n      surname\n      idType\n      idNumber\n      passportExpiresDate\n      email\n      cellNumbers\n      income\n      marketingConsent\n      acceptedTerms\n      isRegistration\n      otpVerification\n    }\n  }\n": typeof types.ShellProfileDocument,
    "\n  mutation ShellUpdateMyProfile($input: UpdateClientInput!) {\n    updateMyProfile(input: $input) {\n      id\n      firstNames\n      surname\n      idType\n      idNumber\n      passportExpiresDate\n      email\n      cellNumbers\n      income\n      marketingConsent\n      acceptedTerms\n      isRegistration\n      otpVerification\n    }\n  }\n": typeof types.ShellUpdateMyProfileDocument,
    "\n  mutation ShellRequestSignInOtp($username: String!, $communicationType: CommunicationType!) {\n    requestSignInOTP(username: $username, communicationType: $communicationType)\n  }\n": typeof types.ShellRequestSignInOtpDocument,
    "\n  mutation ShellSignInWithOtp($username: String!, $OTP: String!) {\n    signInWithOTP(username: $username, OTP: $OTP) {\n      user {\n        id\n        clientId\n      }\n    }\n  }\n": typeof types.ShellSignInWithOtpDocument,
    "\n  query ShellHeaderPhoto {\n    me {\n      id\n      photo {\n        url\n      }\n    }\n  }\n": typeof types.ShellHeaderPhotoDocument,
    "\n  query ShellMe {\n    me {\n      id\n      clientId\n    }\n    myClient {\n      id\n      firstNames\n      isRegistration\n      acceptedTerms\n      otpVerification\n    }\n  }\n": typeof types.ShellMeDocument,
    "\n  mutation ShellSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        id\n        clientId\n      }\n    }\n  }\n": typeof types.ShellSignInDocument,
    "\n  mutation ShellSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n        clientId\n      }\n    }\n  }\n": typeof types.ShellSignUpDocument,
    "\n  mutation ShellSignOut {\n    signOut\n  }\n": typeof types.ShellSignOutDocument,
};
const documents: Documents = {
    "\n  query ShellBankAccounts {\n    myClient {\n      id\n      bankAccounts {\n        id\n        bankName\n        accountNo\n        ownAccount\n      }\n    }\n  }\n": types.ShellBankAccountsDocument,
    "\n  query ShellBankAccount($id: ID!) {\n    bankaccount(id: $id) {\n      id\n      bankName\n      branchCode\n      accountNo\n      ownAccount\n      accountHolderName\n      accountHolderContactNumber\n      accountHolderEmail\n      accountHolderIdNumber\n      verifyAccountInfo\n    }\n  }\n": types.ShellBankAccountDocument,
    "\n  mutation ShellUpdateBankAccount($id: ID!, $input: BankAccountInput!) {\n    updateBankAccount(id: $id, input: $input) {\n      id\n      bankName\n      branchCode\n      accountNo\n      ownAccount\n      accountHolderName\n      accountHolderContactNumber\n      accountHolderEmail\n      accountHolderIdNumber\n      verifyAccountInfo\n    }\n  }\n": types.ShellUpdateBankAccountDocument,
    "\n  query ShellDevOutbox {\n    devOutbox {\n      id\n      channel\n      destination\n      body\n      createdAt\n    }\n  }\n": types.ShellDevOutboxDocument,
    "\n  query ShellMyClient {\n    myClient {\n      id\n      firstNames\n      surname\n      email\n      createdAt\n    }\n  }\n": types.ShellMyClientDocument,
    "\n  mutation ShellLinkGuestSale($clientId: ID!, $communicationType: CommunicationType!) {\n    linkGuestSale(clientId: $clientId, communicationType: $communicationType) {\n      destination\n    }\n  }\n": types.ShellLinkGuestSaleDocument,
    "\n  mutation ShellConfirmGuestSaleLink($OTP: String!) {\n    confirmGuestSaleLink(OTP: $OTP)\n  }\n": types.ShellConfirmGuestSaleLinkDocument,
    "\n  query ShellOtpScreen {\n    otpStatus {\n      communicationType\n      destination\n      expiresAt\n      resendAvailableAt\n      attemptsLeft\n      blocked\n    }\n    myClient {\n      id\n      firstNames\n      surname\n      email\n      cellNumbers\n    }\n  }\n": types.ShellOtpScreenDocument,
    "\n  mutation ShellSendOtp($communicationType: CommunicationType!) {\n    sendOTP(communicationType: $communicationType) {\n      communicationType\n      destination\n      expiresAt\n      resendAvailableAt\n      attemptsLeft\n      blocked\n    }\n  }\n": types.ShellSendOtpDocument,
    "\n  mutation ShellConfirmOtp($OTP: String!) {\n    confirmOTP(OTP: $OTP)\n  }\n": types.ShellConfirmOtpDocument,
    "\n  mutation ShellRequestOtpCallBack($input: CreateLeadInput!) {\n    createLead(input: $input) {\n      id\n    }\n  }\n": types.ShellRequestOtpCallBackDocument,
    "\n  query ShellPendingContactChanges {\n    myClient {\n      id\n      email\n      cellNumbers\n      pendingContactChanges {\n        field\n        destination\n      }\n    }\n  }\n": types.ShellPendingContactChangesDocument,
    "\n  mutation ShellConfirmContactChange($OTP: String!) {\n    confirmContactChange(OTP: $OTP) {\n      id\n      email\n      cellNumbers\n      pendingContactChanges {\n        field\n        destination\n      }\n    }\n  }\n": types.ShellConfirmContactChangeDocument,
    "\n  query ShellProfilePhoto {\n    me {\n      id\n      photo {\n        url\n      }\n    }\n  }\n": types.ShellProfilePhotoDocument,
    "\n  mutation ShellUploadProfilePhoto($dataBase64: String!) {\n    uploadProfilePhoto(dataBase64: $dataBase64) {\n      id\n      photo {\n        url\n      }\n    }\n  }\n": types.ShellUploadProfilePhotoDocument,
    "\n  query ShellHasExistingUser($idNumber: String!, $idType: String) {\n    hasExistingUser(idNumber: $idNumber, idType: $idType)\n  }\n": types.ShellHasExistingUserDocument,
    "\n  query ShellProfile {\n    myClient {\n      id\n      firstNames\n      surname\n      idType\n      idNumber\n      passportExpiresDate\n      email\n      cellNumbers\n      income\n      marketingConsent\n      acceptedTerms\n      isRegistration\n      otpVerification\n    }\n  }\n": types.ShellProfileDocument,
    "\n  mutation ShellUpdateMyProfile($input: UpdateClientInput!) {\n    updateMyProfile(input: $input) {\n      id\n      firstNames\n      surname\n      idType\n      idNumber\n      passportExpiresDate\n      email\n      cellNumbers\n      income\n      marketingConsent\n      acceptedTerms\n      isRegistration\n      otpVerification\n    }\n  }\n": types.ShellUpdateMyProfileDocument,
    "\n  mutation ShellRequestSignInOtp($username: String!, $communicationType: CommunicationType!) {\n    requestSignInOTP(username: $username, communicationType: $communicationType)\n  }\n": types.ShellRequestSignInOtpDocument,
    "\n  mutation ShellSignInWithOtp($username: String!, $OTP: String!) {\n    signInWithOTP(username: $username, OTP: $OTP) {\n      user {\n        id\n        clientId\n      }\n    }\n  }\n": types.ShellSignInWithOtpDocument,
    "\n  query ShellHeaderPhoto {\n    me {\n      id\n      photo {\n        url\n      }\n    }\n  }\n": types.ShellHeaderPhotoDocument,
    "\n  query ShellMe {\n    me {\n      id\n      clientId\n    }\n    myClient {\n      id\n      firstNames\n      isRegistration\n      acceptedTerms\n      otpVerification\n    }\n  }\n": types.ShellMeDocument,
    "\n  mutation ShellSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        id\n        clientId\n      }\n    }\n  }\n": types.ShellSignInDocument,
    "\n  mutation ShellSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n        clientId\n      }\n    }\n  }\n": types.ShellSignUpDocument,
    "\n  mutation ShellSignOut {\n    signOut\n  }\n": types.ShellSignOutDocument,
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
export function graphql(source: "\n  query ShellBankAccounts {\n    myClient {\n      id\n      bankAccounts {\n        id\n        bankName\n        accountNo\n        ownAccount\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShellBankAccounts {\n    myClient {\n      id\n      bankAccounts {\n        id\n        bankName\n        accountNo\n        ownAccount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellBankAccount($id: ID!) {\n    bankaccount(id: $id) {\n      id\n      bankName\n      branchCode\n      accountNo\n      ownAccount\n      accountHolderName\n      accountHolderContactNumber\n      accountHolderEmail\n      accountHolderIdNumber\n      verifyAccountInfo\n    }\n  }\n"): (typeof documents)["\n  query ShellBankAccount($id: ID!) {\n    bankaccount(id: $id) {\n      id\n      bankName\n      branchCode\n      accountNo\n      ownAccount\n      accountHolderName\n      accountHolderContactNumber\n      accountHolderEmail\n      accountHolderIdNumber\n      verifyAccountInfo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellUpdateBankAccount($id: ID!, $input: BankAccountInput!) {\n    updateBankAccount(id: $id, input: $input) {\n      id\n      bankName\n      branchCode\n      accountNo\n      ownAccount\n      accountHolderName\n      accountHolderContactNumber\n      accountHolderEmail\n      accountHolderIdNumber\n      verifyAccountInfo\n    }\n  }\n"): (typeof documents)["\n  mutation ShellUpdateBankAccount($id: ID!, $input: BankAccountInput!) {\n    updateBankAccount(id: $id, input: $input) {\n      id\n      bankName\n      branchCode\n      accountNo\n      ownAccount\n      accountHolderName\n      accountHolderContactNumber\n      accountHolderEmail\n      accountHolderIdNumber\n      verifyAccountInfo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellDevOutbox {\n    devOutbox {\n      id\n      channel\n      destination\n      body\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ShellDevOutbox {\n    devOutbox {\n      id\n      channel\n      destination\n      body\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellMyClient {\n    myClient {\n      id\n      firstNames\n      surname\n      email\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ShellMyClient {\n    myClient {\n      id\n      firstNames\n      surname\n      email\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellLinkGuestSale($clientId: ID!, $communicationType: CommunicationType!) {\n    linkGuestSale(clientId: $clientId, communicationType: $communicationType) {\n      destination\n    }\n  }\n"): (typeof documents)["\n  mutation ShellLinkGuestSale($clientId: ID!, $communicationType: CommunicationType!) {\n    linkGuestSale(clientId: $clientId, communicationType: $communicationType) {\n      destination\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellConfirmGuestSaleLink($OTP: String!) {\n    confirmGuestSaleLink(OTP: $OTP)\n  }\n"): (typeof documents)["\n  mutation ShellConfirmGuestSaleLink($OTP: String!) {\n    confirmGuestSaleLink(OTP: $OTP)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellOtpScreen {\n    otpStatus {\n      communicationType\n      destination\n      expiresAt\n      resendAvailableAt\n      attemptsLeft\n      blocked\n    }\n    myClient {\n      id\n      firstNames\n      surname\n      email\n      cellNumbers\n    }\n  }\n"): (typeof documents)["\n  query ShellOtpScreen {\n    otpStatus {\n      communicationType\n      destination\n      expiresAt\n      resendAvailableAt\n      attemptsLeft\n      blocked\n    }\n    myClient {\n      id\n      firstNames\n      surname\n      email\n      cellNumbers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellSendOtp($communicationType: CommunicationType!) {\n    sendOTP(communicationType: $communicationType) {\n      communicationType\n      destination\n      expiresAt\n      resendAvailableAt\n      attemptsLeft\n      blocked\n    }\n  }\n"): (typeof documents)["\n  mutation ShellSendOtp($communicationType: CommunicationType!) {\n    sendOTP(communicationType: $communicationType) {\n      communicationType\n      destination\n      expiresAt\n      resendAvailableAt\n      attemptsLeft\n      blocked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellConfirmOtp($OTP: String!) {\n    confirmOTP(OTP: $OTP)\n  }\n"): (typeof documents)["\n  mutation ShellConfirmOtp($OTP: String!) {\n    confirmOTP(OTP: $OTP)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellRequestOtpCallBack($input: CreateLeadInput!) {\n    createLead(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ShellRequestOtpCallBack($input: CreateLeadInput!) {\n    createLead(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellPendingContactChanges {\n    myClient {\n      id\n      email\n      cellNumbers\n      pendingContactChanges {\n        field\n        destination\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShellPendingContactChanges {\n    myClient {\n      id\n      email\n      cellNumbers\n      pendingContactChanges {\n        field\n        destination\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellConfirmContactChange($OTP: String!) {\n    confirmContactChange(OTP: $OTP) {\n      id\n      email\n      cellNumbers\n      pendingContactChanges {\n        field\n        destination\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShellConfirmContactChange($OTP: String!) {\n    confirmContactChange(OTP: $OTP) {\n      id\n      email\n      cellNumbers\n      pendingContactChanges {\n        field\n        destination\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellProfilePhoto {\n    me {\n      id\n      photo {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShellProfilePhoto {\n    me {\n      id\n      photo {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellUploadProfilePhoto($dataBase64: String!) {\n    uploadProfilePhoto(dataBase64: $dataBase64) {\n      id\n      photo {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShellUploadProfilePhoto($dataBase64: String!) {\n    uploadProfilePhoto(dataBase64: $dataBase64) {\n      id\n      photo {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellHasExistingUser($idNumber: String!, $idType: String) {\n    hasExistingUser(idNumber: $idNumber, idType: $idType)\n  }\n"): (typeof documents)["\n  query ShellHasExistingUser($idNumber: String!, $idType: String) {\n    hasExistingUser(idNumber: $idNumber, idType: $idType)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellProfile {\n    myClient {\n      id\n      firstNames\n      surname\n      idType\n      idNumber\n      passportExpiresDate\n      email\n      cellNumbers\n      income\n      marketingConsent\n      acceptedTerms\n      isRegistration\n      otpVerification\n    }\n  }\n"): (typeof documents)["\n  query ShellProfile {\n    myClient {\n      id\n      firstNames\n      surname\n      idType\n      idNumber\n      passportExpiresDate\n      email\n      cellNumbers\n      income\n      marketingConsent\n      acceptedTerms\n      isRegistration\n      otpVerification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellUpdateMyProfile($input: UpdateClientInput!) {\n    updateMyProfile(input: $input) {\n      id\n      firstNames\n      surname\n      idType\n      idNumber\n      passportExpiresDate\n      email\n      cellNumbers\n      income\n      marketingConsent\n      acceptedTerms\n      isRegistration\n      otpVerification\n    }\n  }\n"): (typeof documents)["\n  mutation ShellUpdateMyProfile($input: UpdateClientInput!) {\n    updateMyProfile(input: $input) {\n      id\n      firstNames\n      surname\n      idType\n      idNumber\n      passportExpiresDate\n      email\n      cellNumbers\n      income\n      marketingConsent\n      acceptedTerms\n      isRegistration\n      otpVerification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellRequestSignInOtp($username: String!, $communicationType: CommunicationType!) {\n    requestSignInOTP(username: $username, communicationType: $communicationType)\n  }\n"): (typeof documents)["\n  mutation ShellRequestSignInOtp($username: String!, $communicationType: CommunicationType!) {\n    requestSignInOTP(username: $username, communicationType: $communicationType)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellSignInWithOtp($username: String!, $OTP: String!) {\n    signInWithOTP(username: $username, OTP: $OTP) {\n      user {\n        id\n        clientId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShellSignInWithOtp($username: String!, $OTP: String!) {\n    signInWithOTP(username: $username, OTP: $OTP) {\n      user {\n        id\n        clientId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellHeaderPhoto {\n    me {\n      id\n      photo {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShellHeaderPhoto {\n    me {\n      id\n      photo {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellMe {\n    me {\n      id\n      clientId\n    }\n    myClient {\n      id\n      firstNames\n      isRegistration\n      acceptedTerms\n      otpVerification\n    }\n  }\n"): (typeof documents)["\n  query ShellMe {\n    me {\n      id\n      clientId\n    }\n    myClient {\n      id\n      firstNames\n      isRegistration\n      acceptedTerms\n      otpVerification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        id\n        clientId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShellSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        id\n        clientId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n        clientId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShellSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n        clientId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellSignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation ShellSignOut {\n    signOut\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;