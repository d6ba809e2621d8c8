/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddSavingsBucketInput = {
  bucketType: BucketType;
  description?: string | null | undefined;
  /** Monthly contribution; default 500 */
  desiredSavings?: number | null | undefined;
  existingAmount?: number | null | undefined;
  /** The same key answers with the first call’s goal */
  idempotencyKey: string;
  metaData?: Array<MetaDataInput> | null | undefined;
  /** Default: the type's label (Custom: the description or "Custom") */
  name?: string | null | undefined;
  targetAmount?: number | null | undefined;
  /** YYYY-MM-DD */
  targetDate?: string | null | undefined;
};

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

/** INFO_MISSING, DORMANT (awaiting 1st payment), ACTIVE, ON_RISK_GRACE (missed payment), LAPSED, CANCELLED */
export type FuneralPolicyState =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'DORMANT'
  | 'INFO_MISSING'
  | 'LAPSED'
  | 'ON_RISK_GRACE';

export type MetaDataInput = {
  key: string;
  value: string;
};

export type SavingsCollectionStatus =
  | 'FAILED'
  | 'PAID'
  | 'PENDING';

/** The bank change flow */
export type SavingsPaymentDetailsInput = {
  bankAccountId: string | number;
  payDay: number;
};

/** NO_SAVINGS "No Savings yet" (amount 0), BELOW_TARGET "Progressing slowly" (under 70%), ON_TRACK "On Track" */
export type SavingsStatus =
  | 'BELOW_TARGET'
  | 'NO_SAVINGS'
  | 'ON_TRACK';

export type TransferSavingsInput = {
  amount: number;
  fromBucketId: string | number;
  idempotencyKey: string;
  savingsId: string | number;
  /** Omitted: the Emergency Fund (created when none exists: EMERGENCY, 10000, one year ahead) */
  toBucketId?: string | number | null | undefined;
};

/** Every field optional: only the given ones change */
export type UpdateSavingsBucketInput = {
  bucketType?: BucketType | null | undefined;
  description?: string | null | undefined;
  desiredSavings?: number | null | undefined;
  existingAmount?: number | null | undefined;
  metaData?: Array<MetaDataInput> | null | undefined;
  name?: string | null | undefined;
  /** YEAR_END only: YYYY-MM-DD in December */
  payoutDate?: string | null | undefined;
  targetAmount?: number | null | undefined;
  /** YYYY-MM-DD */
  targetDate?: string | null | undefined;
};

export type WithdrawSavingsInput = {
  amount: number;
  bankAccountId: string | number;
  bucketId: string | number;
  idempotencyKey: string;
  savingsId: string | number;
};

/** PROCESSING (being paid out), RELEASED (paid), FAILED (the money is back in the goal) */
export type WithdrawalStatus =
  | 'FAILED'
  | 'PROCESSING'
  | 'RELEASED';

export type SavingsUpdatePaymentDetailsMutationVariables = Exact<{
  input: SavingsPaymentDetailsInput;
}>;


export type SavingsUpdatePaymentDetailsMutation = { updateSavingsPaymentDetails: { __typename: 'Savings', id: string, payDay: number | null, paymentBankAccountId: string | null } };

export type SavingsFuneralPoliciesQueryVariables = Exact<{
  id: string | number;
}>;


export type SavingsFuneralPoliciesQuery = { myClient: { __typename: 'Client', id: string, funeralPolicies: Array<{ __typename: 'FuneralPolicy', id: string, policyNumber: string, state: FuneralPolicyState, stateLabel: string, currentPremiumTotal: number }> | null, savings: { __typename: 'Savings', id: string, bucketInfoById: { __typename: 'Bucket', id: string, keepsFuneralPolicyId: string | null } | null } | null } | null };

export type SavingsSetBucketKeepsFuneralPolicyMutationVariables = Exact<{
  bucketId: string | number;
  policyId?: string | number | null | undefined;
}>;


export type SavingsSetBucketKeepsFuneralPolicyMutation = { setBucketKeepsFuneralPolicy: { __typename: 'Bucket', id: string, keepsFuneralPolicyId: string | null } };

export type SavingsAddBucketMutationVariables = Exact<{
  bucketInfo: AddSavingsBucketInput;
}>;


export type SavingsAddBucketMutation = { addSavingsBucket: { __typename: 'Bucket', id: string, name: string, bucketType: BucketType, description: string | null, amount: number, targetAmount: number, targetDate: string | null, payoutDate: string | null, existingAmount: number | null, percentageFull: number, status: SavingsStatus, desiredSavings: number, metaData: Array<{ __typename: 'MetaData', key: string, value: string }> } };

export type SavingsUpdateBucketMutationVariables = Exact<{
  id: string | number;
  input: UpdateSavingsBucketInput;
}>;


export type SavingsUpdateBucketMutation = { updateSavingsBucket: { __typename: 'Bucket', id: string, name: string, bucketType: BucketType, description: string | null, amount: number, targetAmount: number, targetDate: string | null, payoutDate: string | null, existingAmount: number | null, percentageFull: number, status: SavingsStatus, desiredSavings: number, metaData: Array<{ __typename: 'MetaData', key: string, value: string }> } };

export type SavingsGoalQueryVariables = Exact<{
  id: string | number;
}>;


export type SavingsGoalQuery = { myClient: { __typename: 'Client', id: string, idNumber: string | null, income: number | null, birthDate: string | null, taxNumber: string | null, savings: { __typename: 'Savings', id: string, paymentBankAccountId: string | null, payDay: number | null, bucketInfo: Array<{ __typename: 'Bucket', id: string, name: string, bucketType: BucketType, amount: number }>, bucketInfoById: { __typename: 'Bucket', totalContributionsAmount: number, totalWithdrawalsAmount: number, pendingWithdrawalsAmount: number, id: string, name: string, bucketType: BucketType, description: string | null, amount: number, targetAmount: number, targetDate: string | null, payoutDate: string | null, existingAmount: number | null, percentageFull: number, status: SavingsStatus, desiredSavings: number, decemberPayout: { __typename: 'DecemberPayout', payoutDate: string, status: string, amount: number } | null, metaData: Array<{ __typename: 'MetaData', key: string, value: string }> } | null } | null, bankAccounts: Array<{ __typename: 'BankAccount', id: string, bankName: string, accountNo: string }> } | null };

export type SavingsOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type SavingsOverviewQuery = { myClient: { __typename: 'Client', id: string, idNumber: string | null, income: number | null, birthDate: string | null, taxNumber: string | null, savings: { __typename: 'Savings', id: string, paymentBankAccountId: string | null, payDay: number | null, monthlyContributionsTotal: number, totalSaved: number, bucketInfo: Array<{ __typename: 'Bucket', id: string, name: string, bucketType: BucketType, description: string | null, amount: number, targetAmount: number, targetDate: string | null, payoutDate: string | null, existingAmount: number | null, percentageFull: number, status: SavingsStatus, desiredSavings: number, metaData: Array<{ __typename: 'MetaData', key: string, value: string }> }>, failedCollections: Array<{ __typename: 'SavingsCollection', id: string, amount: number, collectionDate: string, status: SavingsCollectionStatus, failureReason: string | null }> } | null, bankAccounts: Array<{ __typename: 'BankAccount', id: string, bankName: string, accountNo: string }> } | null };

export type SavingsClientFieldsFragment = { __typename: 'Client', id: string, idNumber: string | null, income: number | null, birthDate: string | null, taxNumber: string | null, bankAccounts: Array<{ __typename: 'BankAccount', id: string, bankName: string, accountNo: string }> };

export type SavingsBucketFieldsFragment = { __typename: 'Bucket', id: string, name: string, bucketType: BucketType, description: string | null, amount: number, targetAmount: number, targetDate: string | null, payoutDate: string | null, existingAmount: number | null, percentageFull: number, status: SavingsStatus, desiredSavings: number, metaData: Array<{ __typename: 'MetaData', key: string, value: string }> };

export type SavingsUpdateTaxNumberMutationVariables = Exact<{
  taxNumber: string;
}>;


export type SavingsUpdateTaxNumberMutation = { updateMyProfile: { __typename: 'Client', id: string, taxNumber: string | null } };

export type SavingsWithdrawMutationVariables = Exact<{
  input: WithdrawSavingsInput;
}>;


export type SavingsWithdrawMutation = { withdrawSavings: { __typename: 'Withdrawal', id: string, bucketId: string, amount: number, status: WithdrawalStatus } };

export type SavingsTransferMutationVariables = Exact<{
  input: TransferSavingsInput;
}>;


export type SavingsTransferMutation = { transferSavings: { __typename: 'TransferSavingsResult', fromBucket: { __typename: 'Bucket', id: string, name: string, bucketType: BucketType, description: string | null, amount: number, targetAmount: number, targetDate: string | null, payoutDate: string | null, existingAmount: number | null, percentageFull: number, status: SavingsStatus, desiredSavings: number, metaData: Array<{ __typename: 'MetaData', key: string, value: string }> }, toBucket: { __typename: 'Bucket', id: string, name: string, bucketType: BucketType, description: string | null, amount: number, targetAmount: number, targetDate: string | null, payoutDate: string | null, existingAmount: number | null, percentageFull: number, status: SavingsStatus, desiredSavings: number, metaData: Array<{ __typename: 'MetaData', key: string, value: string }> } } };

export const SavingsClientFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavingsClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}}]}}]}}]} as unknown as DocumentNode<SavingsClientFieldsFragment, unknown>;
export const SavingsBucketFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavingsBucketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bucket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bucketType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"targetAmount"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"payoutDate"}},{"kind":"Field","name":{"kind":"Name","value":"existingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFull"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"desiredSavings"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SavingsBucketFieldsFragment, unknown>;
export const SavingsUpdatePaymentDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavingsUpdatePaymentDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavingsPaymentDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSavingsPaymentDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payDay"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBankAccountId"}}]}}]}}]} as unknown as DocumentNode<SavingsUpdatePaymentDetailsMutation, SavingsUpdatePaymentDetailsMutationVariables>;
export const SavingsFuneralPoliciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavingsFuneralPolicies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"funeralPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"currentPremiumTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bucketInfoById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keepsFuneralPolicyId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SavingsFuneralPoliciesQuery, SavingsFuneralPoliciesQueryVariables>;
export const SavingsSetBucketKeepsFuneralPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavingsSetBucketKeepsFuneralPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"policyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBucketKeepsFuneralPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bucketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"policyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"policyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keepsFuneralPolicyId"}}]}}]}}]} as unknown as DocumentNode<SavingsSetBucketKeepsFuneralPolicyMutation, SavingsSetBucketKeepsFuneralPolicyMutationVariables>;
export const SavingsAddBucketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavingsAddBucket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucketInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSavingsBucketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSavingsBucket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bucketInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucketInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavingsBucketFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavingsBucketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bucket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bucketType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"targetAmount"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"payoutDate"}},{"kind":"Field","name":{"kind":"Name","value":"existingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFull"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"desiredSavings"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SavingsAddBucketMutation, SavingsAddBucketMutationVariables>;
export const SavingsUpdateBucketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavingsUpdateBucket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSavingsBucketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSavingsBucket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavingsBucketFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavingsBucketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bucket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bucketType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"targetAmount"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"payoutDate"}},{"kind":"Field","name":{"kind":"Name","value":"existingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFull"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"desiredSavings"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SavingsUpdateBucketMutation, SavingsUpdateBucketMutationVariables>;
export const SavingsGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavingsGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavingsClientFields"}},{"kind":"Field","name":{"kind":"Name","value":"savings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"payDay"}},{"kind":"Field","name":{"kind":"Name","value":"bucketInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bucketType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bucketInfoById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavingsBucketFields"}},{"kind":"Field","name":{"kind":"Name","value":"totalContributionsAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithdrawalsAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWithdrawalsAmount"}},{"kind":"Field","name":{"kind":"Name","value":"decemberPayout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavingsClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavingsBucketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bucket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bucketType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"targetAmount"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"payoutDate"}},{"kind":"Field","name":{"kind":"Name","value":"existingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFull"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"desiredSavings"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SavingsGoalQuery, SavingsGoalQueryVariables>;
export const SavingsOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavingsOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavingsClientFields"}},{"kind":"Field","name":{"kind":"Name","value":"savings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"payDay"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyContributionsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalSaved"}},{"kind":"Field","name":{"kind":"Name","value":"bucketInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavingsBucketFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failedCollections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"collectionDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavingsClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavingsBucketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bucket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bucketType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"targetAmount"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"payoutDate"}},{"kind":"Field","name":{"kind":"Name","value":"existingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFull"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"desiredSavings"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SavingsOverviewQuery, SavingsOverviewQueryVariables>;
export const SavingsUpdateTaxNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavingsUpdateTaxNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taxNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"taxNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taxNumber"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}}]}}]} as unknown as DocumentNode<SavingsUpdateTaxNumberMutation, SavingsUpdateTaxNumberMutationVariables>;
export const SavingsWithdrawDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavingsWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawSavingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawSavings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bucketId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SavingsWithdrawMutation, SavingsWithdrawMutationVariables>;
export const SavingsTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavingsTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferSavingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferSavings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromBucket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavingsBucketFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toBucket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavingsBucketFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavingsBucketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bucket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bucketType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"targetAmount"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"payoutDate"}},{"kind":"Field","name":{"kind":"Name","value":"existingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFull"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"desiredSavings"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SavingsTransferMutation, SavingsTransferMutationVariables>;