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
    "mutation SharedCreateBankAccount($input: BankAccountInput!) {\n  createBankAccount(input: $input) {\n    id\n    bankName\n    branchCode\n    accountNo\n    ownAccount\n    accountHolderName\n    accountHolderContactNumber\n    accountHolderEmail\n    accountHolderIdNumber\n    verifyAccountInfo\n  }\n}": typeof types.SharedCreateBankAccountDocument,
    "query SharedBudget {\n  myClient {\n    id\n    income\n    estimatedIncome\n    financialSummary {\n      id\n      expenses {\n        description\n        amount\n      }\n    }\n    debtBreakdown {\n      id\n      hasDebtCounselling\n    }\n  }\n}\n\nmutation SharedSaveBudget($clientId: ID!, $id: ID, $expenses: [BudgetItemInput!]!) {\n  addOrUpdateClientFinancialSummary(\n    clientId: $clientId\n    id: $id\n    expenses: $expenses\n  ) {\n    id\n    expenses {\n      description\n      amount\n    }\n  }\n}\n\nmutation SharedUpdateIncome($income: Float!) {\n  updateMyProfile(input: {income: $income}) {\n    id\n    income\n  }\n}": typeof types.SharedBudgetDocument,
    "query SharedGetChallenge($idNumber: String!, $income: Float, $force: Boolean) {\n  getChallenge(idNumber: $idNumber, income: $income, force: $force) {\n    error\n    challengeId\n    telephones\n    employers\n    accounts\n    accessCode\n    attemptsLeft\n  }\n}\n\nquery SharedDoChallenge($idNumber: String!, $challengeId: ID!, $telephone: String!, $employer: String!, $account: String!) {\n  doChallenge(\n    idNumber: $idNumber\n    challengeId: $challengeId\n    telephone: $telephone\n    employer: $employer\n    account: $account\n  ) {\n    passedChallenge\n    accessCode\n    attemptsLeft\n    error\n  }\n}": typeof types.SharedGetChallengeDocument,
    "mutation SharedCreateLead($input: CreateLeadInput!) {\n  createLead(input: $input) {\n    id\n  }\n}": typeof types.SharedCreateLeadDocument,
    "query SharedTermsTemplate($name: String!) {\n  getTemplate(name: $name) {\n    name\n    html\n  }\n}": typeof types.SharedTermsTemplateDocument,
    "fragment SharedDebitOrderFields on DebitOrder {\n  id\n  paymentType\n  maxAmount\n  bankAccount {\n    accountNo\n    bankName\n    accountHolderName\n  }\n  payDay\n  nextDebitDate\n  associatedProducts {\n    amount\n    description\n  }\n  debitOrderMandateId\n  debitOrderMandateInvalid\n  mandate {\n    authenticationType\n    status\n  }\n  alreadySigned\n}\n\nquery SharedDebitOrder($id: ID!) {\n  debitorder(id: $id) {\n    ...SharedDebitOrderFields\n  }\n}\n\nmutation SharedUpdateDebitOrder($id: ID!, $input: UpdateDebitOrderInput!) {\n  updateDebitOrder(id: $id, input: $input) {\n    ...SharedDebitOrderFields\n  }\n}": typeof types.SharedDebitOrderFieldsFragmentDoc,
};
const documents: Documents = {
    "mutation SharedCreateBankAccount($input: BankAccountInput!) {\n  createBankAccount(input: $input) {\n    id\n    bankName\n    branchCode\n    accountNo\n    ownAccount\n    accountHolderName\n    accountHolderContactNumber\n    accountHolderEmail\n    accountHolderIdNumber\n    verifyAccountInfo\n  }\n}": types.SharedCreateBankAccountDocument,
    "query SharedBudget {\n  myClient {\n    id\n    income\n    estimatedIncome\n    financialSummary {\n      id\n      expenses {\n        description\n        amount\n      }\n    }\n    debtBreakdown {\n      id\n      hasDebtCounselling\n    }\n  }\n}\n\nmutation SharedSaveBudget($clientId: ID!, $id: ID, $expenses: [BudgetItemInput!]!) {\n  addOrUpdateClientFinancialSummary(\n    clientId: $clientId\n    id: $id\n    expenses: $expenses\n  ) {\n    id\n    expenses {\n      description\n      amount\n    }\n  }\n}\n\nmutation SharedUpdateIncome($income: Float!) {\n  updateMyProfile(input: {income: $income}) {\n    id\n    income\n  }\n}": types.SharedBudgetDocument,
    "query SharedGetChallenge($idNumber: String!, $income: Float, $force: Boolean) {\n  getChallenge(idNumber: $idNumber, income: $income, force: $force) {\n    error\n    challengeId\n    telephones\n    employers\n    accounts\n    accessCode\n    attemptsLeft\n  }\n}\n\nquery SharedDoChallenge($idNumber: String!, $challengeId: ID!, $telephone: String!, $employer: String!, $account: String!) {\n  doChallenge(\n    idNumber: $idNumber\n    challengeId: $challengeId\n    telephone: $telephone\n    employer: $employer\n    account: $account\n  ) {\n    passedChallenge\n    accessCode\n    attemptsLeft\n    error\n  }\n}": types.SharedGetChallengeDocument,
    "mutation SharedCreateLead($input: CreateLeadInput!) {\n  createLead(input: $input) {\n    id\n  }\n}": types.SharedCreateLeadDocument,
    "query SharedTermsTemplate($name: String!) {\n  getTemplate(name: $name) {\n    name\n    html\n  }\n}": types.SharedTermsTemplateDocument,
    "fragment SharedDebitOrderFields on DebitOrder {\n  id\n  paymentType\n  maxAmount\n  bankAccount {\n    accountNo\n    bankName\n    accountHolderName\n  }\n  payDay\n  nextDebitDate\n  associatedProducts {\n    amount\n    description\n  }\n  debitOrderMandateId\n  debitOrderMandateInvalid\n  mandate {\n    authenticationType\n    status\n  }\n  alreadySigned\n}\n\nquery SharedDebitOrder($id: ID!) {\n  debitorder(id: $id) {\n    ...SharedDebitOrderFields\n  }\n}\n\nmutation SharedUpdateDebitOrder($id: ID!, $input: UpdateDebitOrderInput!) {\n  updateDebitOrder(id: $id, input: $input) {\n    ...SharedDebitOrderFields\n  }\n}": types.SharedDebitOrderFieldsFragmentDoc,
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
export function graphql(source: "mutation SharedCreateBankAccount($input: BankAccountInput!) {\n  createBankAccount(input: $input) {\n    id\n    bankName\n    branchCode\n    accountNo\n    ownAccount\n    accountHolderName\n    accountHolderContactNumber\n    accountHolderEmail\n    accountHolderIdNumber\n    verifyAccountInfo\n  }\n}"): (typeof documents)["mutation SharedCreateBankAccount($input: BankAccountInput!) {\n  createBankAccount(input: $input) {\n    id\n    bankName\n    branchCode\n    accountNo\n    ownAccount\n    accountHolderName\n    accountHolderContactNumber\n    accountHolderEmail\n    accountHolderIdNumber\n    verifyAccountInfo\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharedBudget {\n  myClient {\n    id\n    income\n    estimatedIncome\n    financialSummary {\n      id\n      expenses {\n        description\n        amount\n      }\n    }\n    debtBreakdown {\n      id\n      hasDebtCounselling\n    }\n  }\n}\n\nmutation SharedSaveBudget($clientId: ID!, $id: ID, $expenses: [BudgetItemInput!]!) {\n  addOrUpdateClientFinancialSummary(\n    clientId: $clientId\n    id: $id\n    expenses: $expenses\n  ) {\n    id\n    expenses {\n      description\n      amount\n    }\n  }\n}\n\nmutation SharedUpdateIncome($income: Float!) {\n  updateMyProfile(input: {income: $income}) {\n    id\n    income\n  }\n}"): (typeof documents)["query SharedBudget {\n  myClient {\n    id\n    income\n    estimatedIncome\n    financialSummary {\n      id\n      expenses {\n        description\n        amount\n      }\n    }\n    debtBreakdown {\n      id\n      hasDebtCounselling\n    }\n  }\n}\n\nmutation SharedSaveBudget($clientId: ID!, $id: ID, $expenses: [BudgetItemInput!]!) {\n  addOrUpdateClientFinancialSummary(\n    clientId: $clientId\n    id: $id\n    expenses: $expenses\n  ) {\n    id\n    expenses {\n      description\n      amount\n    }\n  }\n}\n\nmutation SharedUpdateIncome($income: Float!) {\n  updateMyProfile(input: {income: $income}) {\n    id\n    income\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharedGetChallenge($idNumber: String!, $income: Float, $force: Boolean) {\n  getChallenge(idNumber: $idNumber, income: $income, force: $force) {\n    error\n    challengeId\n    telephones\n    employers\n    accounts\n    accessCode\n    attemptsLeft\n  }\n}\n\nquery SharedDoChallenge($idNumber: String!, $challengeId: ID!, $telephone: String!, $employer: String!, $account: String!) {\n  doChallenge(\n    idNumber: $idNumber\n    challengeId: $challengeId\n    telephone: $telephone\n    employer: $employer\n    account: $account\n  ) {\n    passedChallenge\n    accessCode\n    attemptsLeft\n    error\n  }\n}"): (typeof documents)["query SharedGetChallenge($idNumber: String!, $income: Float, $force: Boolean) {\n  getChallenge(idNumber: $idNumber, income: $income, force: $force) {\n    error\n    challengeId\n    telephones\n    employers\n    accounts\n    accessCode\n    attemptsLeft\n  }\n}\n\nquery SharedDoChallenge($idNumber: String!, $challengeId: ID!, $telephone: String!, $employer: String!, $account: String!) {\n  doChallenge(\n    idNumber: $idNumber\n    challengeId: $challengeId\n    telephone: $telephone\n    employer: $employer\n    account: $account\n  ) {\n    passedChallenge\n    accessCode\n    attemptsLeft\n    error\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SharedCreateLead($input: CreateLeadInput!) {\n  createLead(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation SharedCreateLead($input: CreateLeadInput!) {\n  createLead(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharedTermsTemplate($name: String!) {\n  getTemplate(name: $name) {\n    name\n    html\n  }\n}"): (typeof documents)["query SharedTermsTemplate($name: String!) {\n  getTemplate(name: $name) {\n    name\n    html\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SharedDebitOrderFields on DebitOrder {\n  id\n  paymentType\n  maxAmount\n  bankAccount {\n    accountNo\n    bankName\n    accountHolderName\n  }\n  payDay\n  nextDebitDate\n  associatedProducts {\n    amount\n    description\n  }\n  debitOrderMandateId\n  debitOrderMandateInvalid\n  mandate {\n    authenticationType\n    status\n  }\n  alreadySigned\n}\n\nquery SharedDebitOrder($id: ID!) {\n  debitorder(id: $id) {\n    ...SharedDebitOrderFields\n  }\n}\n\nmutation SharedUpdateDebitOrder($id: ID!, $input: UpdateDebitOrderInput!) {\n  updateDebitOrder(id: $id, input: $input) {\n    ...SharedDebitOrderFields\n  }\n}"): (typeof documents)["fragment SharedDebitOrderFields on DebitOrder {\n  id\n  paymentType\n  maxAmount\n  bankAccount {\n    accountNo\n    bankName\n    accountHolderName\n  }\n  payDay\n  nextDebitDate\n  associatedProducts {\n    amount\n    description\n  }\n  debitOrderMandateId\n  debitOrderMandateInvalid\n  mandate {\n    authenticationType\n    status\n  }\n  alreadySigned\n}\n\nquery SharedDebitOrder($id: ID!) {\n  debitorder(id: $id) {\n    ...SharedDebitOrderFields\n  }\n}\n\nmutation SharedUpdateDebitOrder($id: ID!, $input: UpdateDebitOrderInput!) {\n  updateDebitOrder(id: $id, input: $input) {\n    ...SharedDebitOrderFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;