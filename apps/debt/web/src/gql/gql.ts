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
    "query DebtDashboard {\n  myClient {\n    id\n    idNumber\n    idType\n    income\n    estimatedIncome\n    financialSummary {\n      id\n      expenses {\n        description\n        amount\n      }\n    }\n    debtBreakdown {\n      ...DebtBreakdownFields\n    }\n  }\n}\n\nfragment DebtPaymentFields on DebtPayment {\n  date\n  payment\n}\n\nfragment DebtBreakdownFields on DebtBreakdown {\n  id\n  recordDate\n  finalPaymentDate\n  allDebt\n  housingDebt\n  vehicleDebt\n  normalDebt\n  creditCardDebt\n  compuScore\n  affordability\n  estimatedIncome\n  incomeIsEstimated\n  debtPaymentProjection {\n    ...DebtPaymentFields\n  }\n  withDCPaymentProjection {\n    payment\n    payments {\n      ...DebtPaymentFields\n    }\n    interestSaved\n  }\n  maximumDebtReviewTerm\n  hasDebtCounselling\n  hasJudgements\n  budget {\n    description\n    amount\n  }\n}\n\nquery DebtSnowballProjection($amount: Float!, $withDC: Boolean!) {\n  getSnowballProjection(amount: $amount, withDC: $withDC) {\n    payment\n    payments {\n      ...DebtPaymentFields\n    }\n    interestSaved\n  }\n}": typeof types.DebtDashboardDocument,
    "query DebtRepayments {\n  myClient {\n    id\n    debtBreakdown {\n      id\n      allDebt\n      housingDebt\n      vehicleDebt\n      normalDebt\n      creditCardDebt\n      obligations {\n        id\n        category\n      }\n    }\n  }\n}\n\nquery DebtRepaymentsCategory($category: DebtCategory!) {\n  myClient {\n    id\n    debtBreakdown {\n      id\n      obligations(category: $category) {\n        id\n        creditorName\n        description\n        category\n        reference\n        accountType\n        currentBalance\n        installment\n        rate\n        remainingTerm\n        statusCode\n        insurance {\n          premiumAmount\n        }\n      }\n    }\n  }\n}": typeof types.DebtRepaymentsDocument,
};
const documents: Documents = {
    "query DebtDashboard {\n  myClient {\n    id\n    idNumber\n    idType\n    income\n    estimatedIncome\n    financialSummary {\n      id\n      expenses {\n        description\n        amount\n      }\n    }\n    debtBreakdown {\n      ...DebtBreakdownFields\n    }\n  }\n}\n\nfragment DebtPaymentFields on DebtPayment {\n  date\n  payment\n}\n\nfragment DebtBreakdownFields on DebtBreakdown {\n  id\n  recordDate\n  finalPaymentDate\n  allDebt\n  housingDebt\n  vehicleDebt\n  normalDebt\n  creditCardDebt\n  compuScore\n  affordability\n  estimatedIncome\n  incomeIsEstimated\n  debtPaymentProjection {\n    ...DebtPaymentFields\n  }\n  withDCPaymentProjection {\n    payment\n    payments {\n      ...DebtPaymentFields\n    }\n    interestSaved\n  }\n  maximumDebtReviewTerm\n  hasDebtCounselling\n  hasJudgements\n  budget {\n    description\n    amount\n  }\n}\n\nquery DebtSnowballProjection($amount: Float!, $withDC: Boolean!) {\n  getSnowballProjection(amount: $amount, withDC: $withDC) {\n    payment\n    payments {\n      ...DebtPaymentFields\n    }\n    interestSaved\n  }\n}": types.DebtDashboardDocument,
    "query DebtRepayments {\n  myClient {\n    id\n    debtBreakdown {\n      id\n      allDebt\n      housingDebt\n      vehicleDebt\n      normalDebt\n      creditCardDebt\n      obligations {\n        id\n        category\n      }\n    }\n  }\n}\n\nquery DebtRepaymentsCategory($category: DebtCategory!) {\n  myClient {\n    id\n    debtBreakdown {\n      id\n      obligations(category: $category) {\n        id\n        creditorName\n        description\n        category\n        reference\n        accountType\n        currentBalance\n        installment\n        rate\n        remainingTerm\n        statusCode\n        insurance {\n          premiumAmount\n        }\n      }\n    }\n  }\n}": types.DebtRepaymentsDocument,
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
export function graphql(source: "query DebtDashboard {\n  myClient {\n    id\n    idNumber\n    idType\n    income\n    estimatedIncome\n    financialSummary {\n      id\n      expenses {\n        description\n        amount\n      }\n    }\n    debtBreakdown {\n      ...DebtBreakdownFields\n    }\n  }\n}\n\nfragment DebtPaymentFields on DebtPayment {\n  date\n  payment\n}\n\nfragment DebtBreakdownFields on DebtBreakdown {\n  id\n  recordDate\n  finalPaymentDate\n  allDebt\n  housingDebt\n  vehicleDebt\n  normalDebt\n  creditCardDebt\n  compuScore\n  affordability\n  estimatedIncome\n  incomeIsEstimated\n  debtPaymentProjection {\n    ...DebtPaymentFields\n  }\n  withDCPaymentProjection {\n    payment\n    payments {\n      ...DebtPaymentFields\n    }\n    interestSaved\n  }\n  maximumDebtReviewTerm\n  hasDebtCounselling\n  hasJudgements\n  budget {\n    description\n    amount\n  }\n}\n\nquery DebtSnowballProjection($amount: Float!, $withDC: Boolean!) {\n  getSnowballProjection(amount: $amount, withDC: $withDC) {\n    payment\n    payments {\n      ...DebtPaymentFields\n    }\n    interestSaved\n  }\n}"): (typeof documents)["query DebtDashboard {\n  myClient {\n    id\n    idNumber\n    idType\n    income\n    estimatedIncome\n    financialSummary {\n      id\n      expenses {\n        description\n        amount\n      }\n    }\n    debtBreakdown {\n      ...DebtBreakdownFields\n    }\n  }\n}\n\nfragment DebtPaymentFields on DebtPayment {\n  date\n  payment\n}\n\nfragment DebtBreakdownFields on DebtBreakdown {\n  id\n  recordDate\n  finalPaymentDate\n  allDebt\n  housingDebt\n  vehicleDebt\n  normalDebt\n  creditCardDebt\n  compuScore\n  affordability\n  estimatedIncome\n  incomeIsEstimated\n  debtPaymentProjection {\n    ...DebtPaymentFields\n  }\n  withDCPaymentProjection {\n    payment\n    payments {\n      ...DebtPaymentFields\n    }\n    interestSaved\n  }\n  maximumDebtReviewTerm\n  hasDebtCounselling\n  hasJudgements\n  budget {\n    description\n    amount\n  }\n}\n\nquery DebtSnowballProjection($amount: Float!, $withDC: Boolean!) {\n  getSnowballProjection(amount: $amount, withDC: $withDC) {\n    payment\n    payments {\n      ...DebtPaymentFields\n    }\n    interestSaved\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DebtRepayments {\n  myClient {\n    id\n    debtBreakdown {\n      id\n      allDebt\n      housingDebt\n      vehicleDebt\n      normalDebt\n      creditCardDebt\n      obligations {\n        id\n        category\n      }\n    }\n  }\n}\n\nquery DebtRepaymentsCategory($category: DebtCategory!) {\n  myClient {\n    id\n    debtBreakdown {\n      id\n      obligations(category: $category) {\n        id\n        creditorName\n        description\n        category\n        reference\n        accountType\n        currentBalance\n        installment\n        rate\n        remainingTerm\n        statusCode\n        insurance {\n          premiumAmount\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query DebtRepayments {\n  myClient {\n    id\n    debtBreakdown {\n      id\n      allDebt\n      housingDebt\n      vehicleDebt\n      normalDebt\n      creditCardDebt\n      obligations {\n        id\n        category\n      }\n    }\n  }\n}\n\nquery DebtRepaymentsCategory($category: DebtCategory!) {\n  myClient {\n    id\n    debtBreakdown {\n      id\n      obligations(category: $category) {\n        id\n        creditorName\n        description\n        category\n        reference\n        accountType\n        currentBalance\n        installment\n        rate\n        remainingTerm\n        statusCode\n        insurance {\n          premiumAmount\n        }\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;