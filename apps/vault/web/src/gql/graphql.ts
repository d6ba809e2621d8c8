/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Uploadable: SELFIE, RSA_ID, COVID19_VACCINATION_CERTIFICATE, CLEARANCE_CERTIFICATE, HYPHEN, PAYSLIP, OTHER; made by the back office: group documents and debit order mandates */
export type ClientDocumentType =
  | 'ADDENDUM_TO_CONSTITUTION'
  | 'CLEARANCE_CERTIFICATE'
  | 'COVID19_VACCINATION_CERTIFICATE'
  | 'DEBIT_ORDER_MANDATE'
  | 'FUNERAL_CONSTITUTION'
  | 'FUNERAL_POLICY_DOCUMENT'
  | 'HYPHEN'
  | 'NOVATION_DOCUMENT'
  | 'OTHER'
  | 'PAYSLIP'
  | 'RSA_ID'
  | 'SELFIE'
  | 'WAITING_PERIOD_ACCEPTANCE';

export type VaultDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type VaultDocumentsQuery = { myClient: { __typename: 'Client', id: string, documents: Array<{ __typename: 'ClientDocument', id: string, type: ClientDocumentType, name: string, description: string | null, createdAt: string }> | null } | null };


export const VaultDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VaultDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<VaultDocumentsQuery, VaultDocumentsQueryVariables>;