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
    "query VaultDevDocumentOutbox {\n  devDocumentOutbox {\n    id\n    channel\n    destination\n    subject\n    body\n    createdAt\n    attachments {\n      name\n      contentType\n      size\n      url\n    }\n  }\n}": typeof types.VaultDevDocumentOutboxDocument,
    "query VaultCoveredLives {\n  myClient {\n    id\n    funeralPolicies {\n      id\n      policyNumber\n      livesCovered {\n        id\n        firstNames\n        surname\n        memberType\n      }\n    }\n  }\n}": typeof types.VaultCoveredLivesDocument,
    "query VaultDocument($id: ID!, $types: [ClientDocumentType!]) {\n  clientdocument(id: $id, types: $types) {\n    ...VaultDocumentFields\n  }\n}\n\nmutation VaultCreateClientDocument($input: CreateClientDocumentInput!) {\n  createClientDocument(input: $input) {\n    ...VaultDocumentFields\n  }\n}": typeof types.VaultDocumentDocument,
    "query VaultGeneratedDocuments {\n  myClient {\n    id\n    documents {\n      id\n      type\n      subjectId\n      createdAt\n    }\n  }\n}": typeof types.VaultGeneratedDocumentsDocument,
    "fragment VaultDocumentFields on ClientDocument {\n  id\n  type\n  name\n  description\n  createdAt\n  fromSimplicity\n  file {\n    id\n    name\n    contentType\n    url\n  }\n}\n\nquery VaultDocuments {\n  myClient {\n    id\n    documents {\n      ...VaultDocumentFields\n    }\n  }\n}": typeof types.VaultDocumentFieldsFragmentDoc,
    "mutation VaultFetchVaccinationCertificate($input: FetchVaccinationCertificateInput!) {\n  fetchVaccinationCertificate(input: $input) {\n    fetchId\n    maskedCellNumber\n    attemptsLeft\n  }\n}\n\nmutation VaultCreateVaccinationCertificateClientDocument($fetchId: ID!, $OTP: String!) {\n  createVaccinationCertificateClientDocument(fetchId: $fetchId, OTP: $OTP) {\n    ...VaultDocumentFields\n  }\n}": typeof types.VaultFetchVaccinationCertificateDocument,
    "query VaultVaccinationProfile {\n  myClient {\n    id\n    idNumber\n    firstNames\n    surname\n    cellNumbers\n  }\n}": typeof types.VaultVaccinationProfileDocument,
    "mutation VaultEmailClientDocument($id: ID!, $email: String!) {\n  emailClientDocument(id: $id, email: $email) {\n    id\n    documentId\n    sentAt\n  }\n}": typeof types.VaultEmailClientDocumentDocument,
};
const documents: Documents = {
    "query VaultDevDocumentOutbox {\n  devDocumentOutbox {\n    id\n    channel\n    destination\n    subject\n    body\n    createdAt\n    attachments {\n      name\n      contentType\n      size\n      url\n    }\n  }\n}": types.VaultDevDocumentOutboxDocument,
    "query VaultCoveredLives {\n  myClient {\n    id\n    funeralPolicies {\n      id\n      policyNumber\n      livesCovered {\n        id\n        firstNames\n        surname\n        memberType\n      }\n    }\n  }\n}": types.VaultCoveredLivesDocument,
    "query VaultDocument($id: ID!, $types: [ClientDocumentType!]) {\n  clientdocument(id: $id, types: $types) {\n    ...VaultDocumentFields\n  }\n}\n\nmutation VaultCreateClientDocument($input: CreateClientDocumentInput!) {\n  createClientDocument(input: $input) {\n    ...VaultDocumentFields\n  }\n}": types.VaultDocumentDocument,
    "query VaultGeneratedDocuments {\n  myClient {\n    id\n    documents {\n      id\n      type\n      subjectId\n      createdAt\n    }\n  }\n}": types.VaultGeneratedDocumentsDocument,
    "fragment VaultDocumentFields on ClientDocument {\n  id\n  type\n  name\n  description\n  createdAt\n  fromSimplicity\n  file {\n    id\n    name\n    contentType\n    url\n  }\n}\n\nquery VaultDocuments {\n  myClient {\n    id\n    documents {\n      ...VaultDocumentFields\n    }\n  }\n}": types.VaultDocumentFieldsFragmentDoc,
    "mutation VaultFetchVaccinationCertificate($input: FetchVaccinationCertificateInput!) {\n  fetchVaccinationCertificate(input: $input) {\n    fetchId\n    maskedCellNumber\n    attemptsLeft\n  }\n}\n\nmutation VaultCreateVaccinationCertificateClientDocument($fetchId: ID!, $OTP: String!) {\n  createVaccinationCertificateClientDocument(fetchId: $fetchId, OTP: $OTP) {\n    ...VaultDocumentFields\n  }\n}": types.VaultFetchVaccinationCertificateDocument,
    "query VaultVaccinationProfile {\n  myClient {\n    id\n    idNumber\n    firstNames\n    surname\n    cellNumbers\n  }\n}": types.VaultVaccinationProfileDocument,
    "mutation VaultEmailClientDocument($id: ID!, $email: String!) {\n  emailClientDocument(id: $id, email: $email) {\n    id\n    documentId\n    sentAt\n  }\n}": types.VaultEmailClientDocumentDocument,
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
export function graphql(source: "query VaultDevDocumentOutbox {\n  devDocumentOutbox {\n    id\n    channel\n    destination\n    subject\n    body\n    createdAt\n    attachments {\n      name\n      contentType\n      size\n      url\n    }\n  }\n}"): (typeof documents)["query VaultDevDocumentOutbox {\n  devDocumentOutbox {\n    id\n    channel\n    destination\n    subject\n    body\n    createdAt\n    attachments {\n      name\n      contentType\n      size\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VaultCoveredLives {\n  myClient {\n    id\n    funeralPolicies {\n      id\n      policyNumber\n      livesCovered {\n        id\n        firstNames\n        surname\n        memberType\n      }\n    }\n  }\n}"): (typeof documents)["query VaultCoveredLives {\n  myClient {\n    id\n    funeralPolicies {\n      id\n      policyNumber\n      livesCovered {\n        id\n        firstNames\n        surname\n        memberType\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VaultDocument($id: ID!, $types: [ClientDocumentType!]) {\n  clientdocument(id: $id, types: $types) {\n    ...VaultDocumentFields\n  }\n}\n\nmutation VaultCreateClientDocument($input: CreateClientDocumentInput!) {\n  createClientDocument(input: $input) {\n    ...VaultDocumentFields\n  }\n}"): (typeof documents)["query VaultDocument($id: ID!, $types: [ClientDocumentType!]) {\n  clientdocument(id: $id, types: $types) {\n    ...VaultDocumentFields\n  }\n}\n\nmutation VaultCreateClientDocument($input: CreateClientDocumentInput!) {\n  createClientDocument(input: $input) {\n    ...VaultDocumentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VaultGeneratedDocuments {\n  myClient {\n    id\n    documents {\n      id\n      type\n      subjectId\n      createdAt\n    }\n  }\n}"): (typeof documents)["query VaultGeneratedDocuments {\n  myClient {\n    id\n    documents {\n      id\n      type\n      subjectId\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VaultDocumentFields on ClientDocument {\n  id\n  type\n  name\n  description\n  createdAt\n  fromSimplicity\n  file {\n    id\n    name\n    contentType\n    url\n  }\n}\n\nquery VaultDocuments {\n  myClient {\n    id\n    documents {\n      ...VaultDocumentFields\n    }\n  }\n}"): (typeof documents)["fragment VaultDocumentFields on ClientDocument {\n  id\n  type\n  name\n  description\n  createdAt\n  fromSimplicity\n  file {\n    id\n    name\n    contentType\n    url\n  }\n}\n\nquery VaultDocuments {\n  myClient {\n    id\n    documents {\n      ...VaultDocumentFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VaultFetchVaccinationCertificate($input: FetchVaccinationCertificateInput!) {\n  fetchVaccinationCertificate(input: $input) {\n    fetchId\n    maskedCellNumber\n    attemptsLeft\n  }\n}\n\nmutation VaultCreateVaccinationCertificateClientDocument($fetchId: ID!, $OTP: String!) {\n  createVaccinationCertificateClientDocument(fetchId: $fetchId, OTP: $OTP) {\n    ...VaultDocumentFields\n  }\n}"): (typeof documents)["mutation VaultFetchVaccinationCertificate($input: FetchVaccinationCertificateInput!) {\n  fetchVaccinationCertificate(input: $input) {\n    fetchId\n    maskedCellNumber\n    attemptsLeft\n  }\n}\n\nmutation VaultCreateVaccinationCertificateClientDocument($fetchId: ID!, $OTP: String!) {\n  createVaccinationCertificateClientDocument(fetchId: $fetchId, OTP: $OTP) {\n    ...VaultDocumentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VaultVaccinationProfile {\n  myClient {\n    id\n    idNumber\n    firstNames\n    surname\n    cellNumbers\n  }\n}"): (typeof documents)["query VaultVaccinationProfile {\n  myClient {\n    id\n    idNumber\n    firstNames\n    surname\n    cellNumbers\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VaultEmailClientDocument($id: ID!, $email: String!) {\n  emailClientDocument(id: $id, email: $email) {\n    id\n    documentId\n    sentAt\n  }\n}"): (typeof documents)["mutation VaultEmailClientDocument($id: ID!, $email: String!) {\n  emailClientDocument(id: $id, email: $email) {\n    id\n    documentId\n    sentAt\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;