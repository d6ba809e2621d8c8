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
    "mutation SavingsUpdatePaymentDetails($input: SavingsPaymentDetailsInput!) {\n  updateSavingsPaymentDetails(input: $input) {\n    id\n    payDay\n    paymentBankAccountId\n  }\n}": typeof types.SavingsUpdatePaymentDetailsDocument,
    "query SavingsFuneralPolicies($id: ID!) {\n  myClient {\n    id\n    funeralPolicies {\n      id\n      policyNumber\n      state\n      stateLabel\n      currentPremiumTotal\n    }\n    savings {\n      id\n      bucketInfoById(id: $id) {\n        id\n        keepsFuneralPolicyId\n      }\n    }\n  }\n}\n\nmutation SavingsSetBucketKeepsFuneralPolicy($bucketId: ID!, $policyId: ID) {\n  setBucketKeepsFuneralPolicy(bucketId: $bucketId, policyId: $policyId) {\n    id\n    keepsFuneralPolicyId\n  }\n}": typeof types.SavingsFuneralPoliciesDocument,
    "mutation SavingsAddBucket($bucketInfo: AddSavingsBucketInput!) {\n  addSavingsBucket(bucketInfo: $bucketInfo) {\n    ...SavingsBucketFields\n  }\n}\n\nmutation SavingsUpdateBucket($id: ID!, $input: UpdateSavingsBucketInput!) {\n  updateSavingsBucket(id: $id, input: $input) {\n    ...SavingsBucketFields\n  }\n}": typeof types.SavingsAddBucketDocument,
    "query SavingsGoal($id: ID!) {\n  myClient {\n    ...SavingsClientFields\n    savings {\n      id\n      paymentBankAccountId\n      payDay\n      bucketInfo {\n        id\n        name\n        bucketType\n        amount\n      }\n      bucketInfoById(id: $id) {\n        ...SavingsBucketFields\n        totalContributionsAmount\n        totalWithdrawalsAmount\n        pendingWithdrawalsAmount\n        decemberPayout {\n          payoutDate\n          status\n          amount\n        }\n      }\n    }\n  }\n}": typeof types.SavingsGoalDocument,
    "query SavingsOverview {\n  myClient {\n    ...SavingsClientFields\n    savings {\n      id\n      paymentBankAccountId\n      payDay\n      monthlyContributionsTotal\n      totalSaved\n      bucketInfo {\n        ...SavingsBucketFields\n      }\n      failedCollections {\n        id\n        amount\n        collectionDate\n        status\n        failureReason\n      }\n    }\n  }\n}\n\nfragment SavingsClientFields on Client {\n  id\n  idNumber\n  income\n  birthDate\n  taxNumber\n  bankAccounts {\n    id\n    bankName\n    accountNo\n  }\n}\n\nfragment SavingsBucketFields on Bucket {\n  id\n  name\n  bucketType\n  description\n  amount\n  targetAmount\n  targetDate\n  payoutDate\n  existingAmount\n  percentageFull\n  status\n  desiredSavings\n  metaData {\n    key\n    value\n  }\n}": typeof types.SavingsOverviewDocument,
    "mutation SavingsUpdateTaxNumber($taxNumber: String!) {\n  updateMyProfile(input: {taxNumber: $taxNumber}) {\n    id\n    taxNumber\n  }\n}": typeof types.SavingsUpdateTaxNumberDocument,
    "mutation SavingsWithdraw($input: WithdrawSavingsInput!) {\n  withdrawSavings(input: $input) {\n    id\n    bucketId\n    amount\n    status\n  }\n}\n\nmutation SavingsTransfer($input: TransferSavingsInput!) {\n  transferSavings(input: $input) {\n    fromBucket {\n      ...SavingsBucketFields\n    }\n    toBucket {\n      ...SavingsBucketFields\n    }\n  }\n}": typeof types.SavingsWithdrawDocument,
};
const documents: Documents = {
    "mutation SavingsUpdatePaymentDetails($input: SavingsPaymentDetailsInput!) {\n  updateSavingsPaymentDetails(input: $input) {\n    id\n    payDay\n    paymentBankAccountId\n  }\n}": types.SavingsUpdatePaymentDetailsDocument,
    "query SavingsFuneralPolicies($id: ID!) {\n  myClient {\n    id\n    funeralPolicies {\n      id\n      policyNumber\n      state\n      stateLabel\n      currentPremiumTotal\n    }\n    savings {\n      id\n      bucketInfoById(id: $id) {\n        id\n        keepsFuneralPolicyId\n      }\n    }\n  }\n}\n\nmutation SavingsSetBucketKeepsFuneralPolicy($bucketId: ID!, $policyId: ID) {\n  setBucketKeepsFuneralPolicy(bucketId: $bucketId, policyId: $policyId) {\n    id\n    keepsFuneralPolicyId\n  }\n}": types.SavingsFuneralPoliciesDocument,
    "mutation SavingsAddBucket($bucketInfo: AddSavingsBucketInput!) {\n  addSavingsBucket(bucketInfo: $bucketInfo) {\n    ...SavingsBucketFields\n  }\n}\n\nmutation SavingsUpdateBucket($id: ID!, $input: UpdateSavingsBucketInput!) {\n  updateSavingsBucket(id: $id, input: $input) {\n    ...SavingsBucketFields\n  }\n}": types.SavingsAddBucketDocument,
    "query SavingsGoal($id: ID!) {\n  myClient {\n    ...SavingsClientFields\n    savings {\n      id\n      paymentBankAccountId\n      payDay\n      bucketInfo {\n        id\n        name\n        bucketType\n        amount\n      }\n      bucketInfoById(id: $id) {\n        ...SavingsBucketFields\n        totalContributionsAmount\n        totalWithdrawalsAmount\n        pendingWithdrawalsAmount\n        decemberPayout {\n          payoutDate\n          status\n          amount\n        }\n      }\n    }\n  }\n}": types.SavingsGoalDocument,
    "query SavingsOverview {\n  myClient {\n    ...SavingsClientFields\n    savings {\n      id\n      paymentBankAccountId\n      payDay\n      monthlyContributionsTotal\n      totalSaved\n      bucketInfo {\n        ...SavingsBucketFields\n      }\n      failedCollections {\n        id\n        amount\n        collectionDate\n        status\n        failureReason\n      }\n    }\n  }\n}\n\nfragment SavingsClientFields on Client {\n  id\n  idNumber\n  income\n  birthDate\n  taxNumber\n  bankAccounts {\n    id\n    bankName\n    accountNo\n  }\n}\n\nfragment SavingsBucketFields on Bucket {\n  id\n  name\n  bucketType\n  description\n  amount\n  targetAmount\n  targetDate\n  payoutDate\n  existingAmount\n  percentageFull\n  status\n  desiredSavings\n  metaData {\n    key\n    value\n  }\n}": types.SavingsOverviewDocument,
    "mutation SavingsUpdateTaxNumber($taxNumber: String!) {\n  updateMyProfile(input: {taxNumber: $taxNumber}) {\n    id\n    taxNumber\n  }\n}": types.SavingsUpdateTaxNumberDocument,
    "mutation SavingsWithdraw($input: WithdrawSavingsInput!) {\n  withdrawSavings(input: $input) {\n    id\n    bucketId\n    amount\n    status\n  }\n}\n\nmutation SavingsTransfer($input: TransferSavingsInput!) {\n  transferSavings(input: $input) {\n    fromBucket {\n      ...SavingsBucketFields\n    }\n    toBucket {\n      ...SavingsBucketFields\n    }\n  }\n}": types.SavingsWithdrawDocument,
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
export function graphql(source: "mutation SavingsUpdatePaymentDetails($input: SavingsPaymentDetailsInput!) {\n  updateSavingsPaymentDetails(input: $input) {\n    id\n    payDay\n    paymentBankAccountId\n  }\n}"): (typeof documents)["mutation SavingsUpdatePaymentDetails($input: SavingsPaymentDetailsInput!) {\n  updateSavingsPaymentDetails(input: $input) {\n    id\n    payDay\n    paymentBankAccountId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SavingsFuneralPolicies($id: ID!) {\n  myClient {\n    id\n    funeralPolicies {\n      id\n      policyNumber\n      state\n      stateLabel\n      currentPremiumTotal\n    }\n    savings {\n      id\n      bucketInfoById(id: $id) {\n        id\n        keepsFuneralPolicyId\n      }\n    }\n  }\n}\n\nmutation SavingsSetBucketKeepsFuneralPolicy($bucketId: ID!, $policyId: ID) {\n  setBucketKeepsFuneralPolicy(bucketId: $bucketId, policyId: $policyId) {\n    id\n    keepsFuneralPolicyId\n  }\n}"): (typeof documents)["query SavingsFuneralPolicies($id: ID!) {\n  myClient {\n    id\n    funeralPolicies {\n      id\n      policyNumber\n      state\n      stateLabel\n      currentPremiumTotal\n    }\n    savings {\n      id\n      bucketInfoById(id: $id) {\n        id\n        keepsFuneralPolicyId\n      }\n    }\n  }\n}\n\nmutation SavingsSetBucketKeepsFuneralPolicy($bucketId: ID!, $policyId: ID) {\n  setBucketKeepsFuneralPolicy(bucketId: $bucketId, policyId: $policyId) {\n    id\n    keepsFuneralPolicyId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavingsAddBucket($bucketInfo: AddSavingsBucketInput!) {\n  addSavingsBucket(bucketInfo: $bucketInfo) {\n    ...SavingsBucketFields\n  }\n}\n\nmutation SavingsUpdateBucket($id: ID!, $input: UpdateSavingsBucketInput!) {\n  updateSavingsBucket(id: $id, input: $input) {\n    ...SavingsBucketFields\n  }\n}"): (typeof documents)["mutation SavingsAddBucket($bucketInfo: AddSavingsBucketInput!) {\n  addSavingsBucket(bucketInfo: $bucketInfo) {\n    ...SavingsBucketFields\n  }\n}\n\nmutation SavingsUpdateBucket($id: ID!, $input: UpdateSavingsBucketInput!) {\n  updateSavingsBucket(id: $id, input: $input) {\n    ...SavingsBucketFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SavingsGoal($id: ID!) {\n  myClient {\n    ...SavingsClientFields\n    savings {\n      id\n      paymentBankAccountId\n      payDay\n      bucketInfo {\n        id\n        name\n        bucketType\n        amount\n      }\n      bucketInfoById(id: $id) {\n        ...SavingsBucketFields\n        totalContributionsAmount\n        totalWithdrawalsAmount\n        pendingWithdrawalsAmount\n        decemberPayout {\n          payoutDate\n          status\n          amount\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query SavingsGoal($id: ID!) {\n  myClient {\n    ...SavingsClientFields\n    savings {\n      id\n      paymentBankAccountId\n      payDay\n      bucketInfo {\n        id\n        name\n        bucketType\n        amount\n      }\n      bucketInfoById(id: $id) {\n        ...SavingsBucketFields\n        totalContributionsAmount\n        totalWithdrawalsAmount\n        pendingWithdrawalsAmount\n        decemberPayout {\n          payoutDate\n          status\n          amount\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SavingsOverview {\n  myClient {\n    ...SavingsClientFields\n    savings {\n      id\n      paymentBankAccountId\n      payDay\n      monthlyContributionsTotal\n      totalSaved\n      bucketInfo {\n        ...SavingsBucketFields\n      }\n      failedCollections {\n        id\n        amount\n        collectionDate\n        status\n        failureReason\n      }\n    }\n  }\n}\n\nfragment SavingsClientFields on Client {\n  id\n  idNumber\n  income\n  birthDate\n  taxNumber\n  bankAccounts {\n    id\n    bankName\n    accountNo\n  }\n}\n\nfragment SavingsBucketFields on Bucket {\n  id\n  name\n  bucketType\n  description\n  amount\n  targetAmount\n  targetDate\n  payoutDate\n  existingAmount\n  percentageFull\n  status\n  desiredSavings\n  metaData {\n    key\n    value\n  }\n}"): (typeof documents)["query SavingsOverview {\n  myClient {\n    ...SavingsClientFields\n    savings {\n      id\n      paymentBankAccountId\n      payDay\n      monthlyContributionsTotal\n      totalSaved\n      bucketInfo {\n        ...SavingsBucketFields\n      }\n      failedCollections {\n        id\n        amount\n        collectionDate\n        status\n        failureReason\n      }\n    }\n  }\n}\n\nfragment SavingsClientFields on Client {\n  id\n  idNumber\n  income\n  birthDate\n  taxNumber\n  bankAccounts {\n    id\n    bankName\n    accountNo\n  }\n}\n\nfragment SavingsBucketFields on Bucket {\n  id\n  name\n  bucketType\n  description\n  amount\n  targetAmount\n  targetDate\n  payoutDate\n  existingAmount\n  percentageFull\n  status\n  desiredSavings\n  metaData {\n    key\n    value\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavingsUpdateTaxNumber($taxNumber: String!) {\n  updateMyProfile(input: {taxNumber: $taxNumber}) {\n    id\n    taxNumber\n  }\n}"): (typeof documents)["mutation SavingsUpdateTaxNumber($taxNumber: String!) {\n  updateMyProfile(input: {taxNumber: $taxNumber}) {\n    id\n    taxNumber\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavingsWithdraw($input: WithdrawSavingsInput!) {\n  withdrawSavings(input: $input) {\n    id\n    bucketId\n    amount\n    status\n  }\n}\n\nmutation SavingsTransfer($input: TransferSavingsInput!) {\n  transferSavings(input: $input) {\n    fromBucket {\n      ...SavingsBucketFields\n    }\n    toBucket {\n      ...SavingsBucketFields\n    }\n  }\n}"): (typeof documents)["mutation SavingsWithdraw($input: WithdrawSavingsInput!) {\n  withdrawSavings(input: $input) {\n    id\n    bucketId\n    amount\n    status\n  }\n}\n\nmutation SavingsTransfer($input: TransferSavingsInput!) {\n  transferSavings(input: $input) {\n    fromBucket {\n      ...SavingsBucketFields\n    }\n    toBucket {\n      ...SavingsBucketFields\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;