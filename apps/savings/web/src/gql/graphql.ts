/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** HOUSE Housing, CAR Car, EDUCATION Education, HOLIDAY Holiday, EMERGENCY Emergency, YEAR_END December Fund, RETIREMENT Retirement, HEALTH Health, FUNERAL Funeral, OTHER Custom */
export type BucketType =
  | 'CAR'
  | 'EDUCATION'
  | 'EMERGENCY'
  | 'FUNERAL'
  | 'HEALTH'
  | 'HOLIDAY'
  | 'HOUSE'
  | 'OTHER'
  | 'RETIREMENT'
  | 'YEAR_END';

export type SavingsOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type SavingsOverviewQuery = { myClient: { __typename: 'Client', id: string, savings: { __typename: 'Savings', id: string, bucketInfo: Array<{ __typename: 'Bucket', id: string, name: string, bucketType: BucketType, amount: number, targetAmount: number, targetDate: string | null, percentageFull: number }> } | null } | null };

export type SavingsBucketFieldsFragment = { __typename: 'Bucket', id: string, name: string, bucketType: BucketType, amount: number, targetAmount: number, targetDate: string | null, percentageFull: number };

export const SavingsBucketFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavingsBucketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bucket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bucketType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"targetAmount"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFull"}}]}}]} as unknown as DocumentNode<SavingsBucketFieldsFragment, unknown>;
export const SavingsOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavingsOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"savings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bucketInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavingsBucketFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavingsBucketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bucket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bucketType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"targetAmount"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFull"}}]}}]} as unknown as DocumentNode<SavingsOverviewQuery, SavingsOverviewQueryVariables>;