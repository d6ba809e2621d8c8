/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where the document came from */
export type ClientDocumentSource =
  | 'DOCUMENT_VAULT_UPLOAD'
  | 'FUNERAL_QUICK_QUOTE'
  | 'GENERATED'
  | 'NATIONAL_VACCINE_SYSTEM';

/** Recorded with createClientDocument: SELFIE, RSA_ID, COVID19_VACCINATION_CERTIFICATE, CLEARANCE_CERTIFICATE, HYPHEN, PAYSLIP, OTHER, the group documents and DEBIT_ORDER_MANDATE; made by the vault: FUNERAL_POLICY_SCHEDULE, FUNERAL_POLICY_WORDING, FUNERAL_LETTER, CREDIT_LIFE_CERTIFICATE, CREDIT_LIFE_AGREEMENT (and DEBIT_ORDER_MANDATE from /do/{id}) */
export type ClientDocumentType =
  | 'ADDENDUM_TO_CONSTITUTION'
  | 'CLEARANCE_CERTIFICATE'
  | 'COVID19_VACCINATION_CERTIFICATE'
  | 'CREDIT_LIFE_AGREEMENT'
  | 'CREDIT_LIFE_CERTIFICATE'
  | 'DEBIT_ORDER_MANDATE'
  | 'FUNERAL_CONSTITUTION'
  | 'FUNERAL_LETTER'
  | 'FUNERAL_POLICY_DOCUMENT'
  | 'FUNERAL_POLICY_SCHEDULE'
  | 'FUNERAL_POLICY_WORDING'
  | 'HYPHEN'
  | 'NOVATION_DOCUMENT'
  | 'OTHER'
  | 'PAYSLIP'
  | 'RSA_ID'
  | 'SELFIE'
  | 'WAITING_PERIOD_ACCEPTANCE';

export type CreateClientDocumentInput = {
  /** The caller's client (or the upload token's); any other is refused */
  clientId?: string | number | null | undefined;
  description?: string | null | undefined;
  /** From POST /files, uploaded by the same client */
  fileId: string | number;
  forClientId?: string | number | null | undefined;
  /** Only false (or left out): a client or visitor cannot record a document as received from Simplicity */
  fromSimplicity?: boolean | null | undefined;
  /** "Selfie" or "ID Document" from the funeral sale */
  name: string;
  /** FUNERAL_QUICK_QUOTE from the funeral sale; DOCUMENT_VAULT_UPLOAD when left out */
  source?: ClientDocumentSource | null | undefined;
  /** SELFIE, RSA_ID, COVID19_VACCINATION_CERTIFICATE, CLEARANCE_CERTIFICATE, HYPHEN, PAYSLIP or OTHER */
  type: ClientDocumentType;
  /** A visitor's SaleResult.documentUploadToken */
  uploadToken?: string | null | undefined;
};

export type FetchVaccinationCertificateInput = {
  /** Cell number (06, 07 or 08 and 8 digits); the national system sends its OTP to the number it holds */
  cellNumber: string;
  firstNames: string;
  /** SA ID number (13 digits) */
  idNumber: string;
  surname: string;
  /** The proof (vaccination) code on the vaccination card */
  vaxCode: string;
};

export type FuneralMemberType =
  | 'CHILD'
  | 'EXTENDED'
  | 'PARENT'
  | 'POLICY_HOLDER'
  | 'SPOUSE';

export type VaultDevDocumentOutboxQueryVariables = Exact<{ [key: string]: never; }>;


export type VaultDevDocumentOutboxQuery = { devDocumentOutbox: Array<{ __typename: 'DocumentOutboxMessage', id: string, channel: string, destination: string, subject: string | null, body: string, createdAt: string, attachments: Array<{ __typename: 'DocumentOutboxAttachment', name: string, contentType: string, size: number, url: string | null }> }> };

export type VaultCoveredLivesQueryVariables = Exact<{ [key: string]: never; }>;


export type VaultCoveredLivesQuery = { myClient: { __typename: 'Client', id: string, funeralPolicies: Array<{ __typename: 'FuneralPolicy', id: string, policyNumber: string, livesCovered: Array<{ __typename: 'FuneralMember', id: string, firstNames: string, surname: string, memberType: FuneralMemberType }> }> | null } | null };

export type VaultDocumentQueryVariables = Exact<{
  id: string | number;
  types?: Array<ClientDocumentType> | ClientDocumentType | null | undefined;
}>;


export type VaultDocumentQuery = { clientdocument: { __typename: 'ClientDocument', id: string, type: ClientDocumentType, name: string, description: string | null, createdAt: string, fromSimplicity: boolean, file: { __typename: 'File', id: string, name: string, contentType: string, url: string } | null } | null };

export type VaultCreateClientDocumentMutationVariables = Exact<{
  input: CreateClientDocumentInput;
}>;


export type VaultCreateClientDocumentMutation = { createClientDocument: { __typename: 'ClientDocument', id: string, type: ClientDocumentType, name: string, description: string | null, createdAt: string, fromSimplicity: boolean, file: { __typename: 'File', id: string, name: string, contentType: string, url: string } | null } };

export type VaultGeneratedDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type VaultGeneratedDocumentsQuery = { myClient: { __typename: 'Client', id: string, documents: Array<{ __typename: 'ClientDocument', id: string, type: ClientDocumentType, subjectId: string | null, createdAt: string }> | null } | null };

export type VaultDocumentFieldsFragment = { __typename: 'ClientDocument', id: string, type: ClientDocumentType, name: string, description: string | null, createdAt: string, fromSimplicity: boolean, file: { __typename: 'File', id: string, name: string, contentType: string, url: string } | null };

export type VaultDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type VaultDocumentsQuery = { myClient: { __typename: 'Client', id: string, documents: Array<{ __typename: 'ClientDocument', id: string, type: ClientDocumentType, name: string, description: string | null, createdAt: string, fromSimplicity: boolean, file: { __typename: 'File', id: string, name: string, contentType: string, url: string } | null }> | null } | null };

export type VaultFetchVaccinationCertificateMutationVariables = Exact<{
  input: FetchVaccinationCertificateInput;
}>;


export type VaultFetchVaccinationCertificateMutation = { fetchVaccinationCertificate: { __typename: 'VaccinationFetch', fetchId: string, maskedCellNumber: string, attemptsLeft: number } };

export type VaultCreateVaccinationCertificateClientDocumentMutationVariables = Exact<{
  fetchId: string | number;
  OTP: string;
}>;


export type VaultCreateVaccinationCertificateClientDocumentMutation = { createVaccinationCertificateClientDocument: { __typename: 'ClientDocument', id: string, type: ClientDocumentType, name: string, description: string | null, createdAt: string, fromSimplicity: boolean, file: { __typename: 'File', id: string, name: string, contentType: string, url: string } | null } };

export type VaultVaccinationProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type VaultVaccinationProfileQuery = { myClient: { __typename: 'Client', id: string, idNumber: string | null, firstNames: string | null, surname: string | null, cellNumbers: Array<string> } | null };

export type VaultEmailClientDocumentMutationVariables = Exact<{
  id: string | number;
  email: string;
}>;


export type VaultEmailClientDocumentMutation = { emailClientDocument: { __typename: 'DocumentEmail', id: string, documentId: string, sentAt: string } };

export const VaultDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VaultDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromSimplicity"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<VaultDocumentFieldsFragment, unknown>;
export const VaultDevDocumentOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VaultDevDocumentOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devDocumentOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<VaultDevDocumentOutboxQuery, VaultDevDocumentOutboxQueryVariables>;
export const VaultCoveredLivesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VaultCoveredLives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"funeralPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"livesCovered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VaultCoveredLivesQuery, VaultCoveredLivesQueryVariables>;
export const VaultDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VaultDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDocumentType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientdocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VaultDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VaultDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromSimplicity"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<VaultDocumentQuery, VaultDocumentQueryVariables>;
export const VaultCreateClientDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VaultCreateClientDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClientDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClientDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VaultDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VaultDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromSimplicity"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<VaultCreateClientDocumentMutation, VaultCreateClientDocumentMutationVariables>;
export const VaultGeneratedDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VaultGeneratedDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<VaultGeneratedDocumentsQuery, VaultGeneratedDocumentsQueryVariables>;
export const VaultDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VaultDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VaultDocumentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VaultDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromSimplicity"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<VaultDocumentsQuery, VaultDocumentsQueryVariables>;
export const VaultFetchVaccinationCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VaultFetchVaccinationCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FetchVaccinationCertificateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchVaccinationCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchId"}},{"kind":"Field","name":{"kind":"Name","value":"maskedCellNumber"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}}]}}]}}]} as unknown as DocumentNode<VaultFetchVaccinationCertificateMutation, VaultFetchVaccinationCertificateMutationVariables>;
export const VaultCreateVaccinationCertificateClientDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VaultCreateVaccinationCertificateClientDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fetchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"OTP"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVaccinationCertificateClientDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fetchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fetchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"OTP"},"value":{"kind":"Variable","name":{"kind":"Name","value":"OTP"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VaultDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VaultDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromSimplicity"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<VaultCreateVaccinationCertificateClientDocumentMutation, VaultCreateVaccinationCertificateClientDocumentMutationVariables>;
export const VaultVaccinationProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VaultVaccinationProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumbers"}}]}}]}}]} as unknown as DocumentNode<VaultVaccinationProfileQuery, VaultVaccinationProfileQueryVariables>;
export const VaultEmailClientDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VaultEmailClientDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailClientDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<VaultEmailClientDocumentMutation, VaultEmailClientDocumentMutationVariables>;