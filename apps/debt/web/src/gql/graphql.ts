/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type DebtDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DebtDashboardQuery = { myClient: { __typename: 'Client', id: string, debtBreakdown: { __typename: 'DebtBreakdown', id: string, allDebt: number, housingDebt: number, vehicleDebt: number, normalDebt: number, creditCardDebt: number, compuScore: number | null, finalPaymentDate: string | null, hasDebtCounselling: boolean } | null } | null };


export const DebtDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DebtDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"debtBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allDebt"}},{"kind":"Field","name":{"kind":"Name","value":"housingDebt"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleDebt"}},{"kind":"Field","name":{"kind":"Name","value":"normalDebt"}},{"kind":"Field","name":{"kind":"Name","value":"creditCardDebt"}},{"kind":"Field","name":{"kind":"Name","value":"compuScore"}},{"kind":"Field","name":{"kind":"Name","value":"finalPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"hasDebtCounselling"}}]}}]}}]}}]} as unknown as DocumentNode<DebtDashboardQuery, DebtDashboardQueryVariables>;