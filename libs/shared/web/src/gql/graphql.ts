/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BankAccountInput = {
  accountHolderContactNumber?: string | null | undefined;
  accountHolderEmail?: string | null | undefined;
  accountHolderIdNumber?: string | null | undefined;
  accountHolderName?: string | null | undefined;
  accountNo: string;
  /** Needed where banks share a branch code (462005) */
  bankName?: string | null | undefined;
  /** Universal branch code from the bank list */
  branchCode: string;
  /** Made once per submit: a retry returns the same account */
  idempotencyKey?: string | null | undefined;
  ownAccount?: boolean | null | undefined;
  verifyAccountInfo?: boolean | null | undefined;
};

/** One monthly expense */
export type BudgetItemInput = {
  /** Monthly amount in rand, 0 to 10 000 000 */
  amount: number;
  /** One of the budget categories (Rent / Home, Education, Water & Electricity, Travel, Mobile & Internet, Other) or the client’s own words, at most 100 characters */
  description: string;
};

export type CreateLeadInput = {
  cellNumber: string;
  email?: string | null | undefined;
  firstName: string;
  /** Made once per submission attempt; a retry with the same key returns the first lead */
  idempotencyKey: string;
  message?: string | null | undefined;
  /** Short code: sav, fun, cli, debt, af, mcc, ... */
  routing?: string | null | undefined;
  surname?: string | null | undefined;
  /** Debt Management, Credit Life Cover, Funeral Cover, Savings or Other */
  talkAbout: string;
};

/** Where the authorisation stands (docs/decisions/debit-order-mandates-in-identity.md) */
export type DebitOrderMandateStatus =
  /** Approved at the bank; collections may run */
  | 'APPROVED'
  /** The account holder still signs on the web */
  | 'AWAITING_SIGNATURE'
  /** No longer used */
  | 'CANCELLED'
  /** Not answered in time */
  | 'EXPIRED'
  /** The DebiCheck request could not reach the bank yet */
  | 'NOT_SENT'
  /** Declined by the account holder */
  | 'REJECTED'
  /** Another debit order (new account, day or amount) took its place */
  | 'REPLACED'
  /** Waiting for the account holder's approval at their bank */
  | 'SENT'
  /** Signed on the web; collections may run */
  | 'SIGNED';

/** DEBI_CHECK: approved at the bank; NAEDO and DO: signed on the web */
export type DebitOrderPaymentType =
  | 'DEBI_CHECK'
  | 'DO'
  | 'NAEDO';

export type DebitOrderSignatureInput = {
  /** The drawing as a PNG data URL (at most 10,000 characters) */
  signature: string;
  /** When it was signed: ISO date-time with its zone */
  timestamp: string;
  type: SignatureType;
};

export type MandateAuthenticationType =
  | 'DEBICHECK'
  | 'WEB_SIGNATURE';

export type SignatureType =
  | 'WEB_SIGNATURE';

export type UpdateDebitOrderInput = {
  signature: DebitOrderSignatureInput;
};

export type SharedCreateBankAccountMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type SharedCreateBankAccountMutation = { createBankAccount: { __typename: 'BankAccount', id: string, bankName: string, branchCode: string, accountNo: string, ownAccount: boolean, accountHolderName: string | null, accountHolderContactNumber: string | null, accountHolderEmail: string | null, accountHolderIdNumber: string | null, verifyAccountInfo: boolean } };

export type SharedBudgetQueryVariables = Exact<{ [key: string]: never; }>;


export type SharedBudgetQuery = { myClient: { __typename: 'Client', id: string, income: number | null, estimatedIncome: number | null, financialSummary: { __typename: 'FinancialSummary', id: string, expenses: Array<{ __typename: 'BudgetItem', description: string, amount: number }> } | null, debtBreakdown: { __typename: 'DebtBreakdown', id: string, hasDebtCounselling: boolean, estimatedIncome: number | null } | null } | null };

export type SharedSaveBudgetMutationVariables = Exact<{
  clientId: string | number;
  id?: string | number | null | undefined;
  expenses: Array<BudgetItemInput> | BudgetItemInput;
}>;


export type SharedSaveBudgetMutation = { addOrUpdateClientFinancialSummary: { __typename: 'FinancialSummary', id: string, expenses: Array<{ __typename: 'BudgetItem', description: string, amount: number }> } };

export type SharedUpdateIncomeMutationVariables = Exact<{
  income: number;
}>;


export type SharedUpdateIncomeMutation = { updateMyProfile: { __typename: 'Client', id: string, income: number | null } };

export type SharedGetChallengeQueryVariables = Exact<{
  idNumber: string;
  income?: number | null | undefined;
  force?: boolean | null | undefined;
}>;


export type SharedGetChallengeQuery = { getChallenge: { __typename: 'Challenge', error: string | null, challengeId: string | null, telephones: Array<string>, employers: Array<string>, accounts: Array<string>, accessCode: string | null, attemptsLeft: number } };

export type SharedDoChallengeQueryVariables = Exact<{
  idNumber: string;
  challengeId: string | number;
  telephone: string;
  employer: string;
  account: string;
}>;


export type SharedDoChallengeQuery = { doChallenge: { __typename: 'ChallengeResult', passedChallenge: boolean, accessCode: string | null, attemptsLeft: number, error: string | null } };

export type SharedCreateLeadMutationVariables = Exact<{
  input: CreateLeadInput;
}>;


export type SharedCreateLeadMutation = { createLead: { __typename: 'Lead', id: string } };

export type SharedTermsTemplateQueryVariables = Exact<{
  name: string;
}>;


export type SharedTermsTemplateQuery = { getTemplate: { __typename: 'Template', name: string, html: string } };

export type SharedDebitOrderFieldsFragment = { __typename: 'DebitOrder', id: string, paymentType: DebitOrderPaymentType, maxAmount: number, payDay: number, nextDebitDate: string, debitOrderMandateId: string | null, debitOrderMandateInvalid: boolean, alreadySigned: boolean, sentToThirdParty: boolean, signLinkSentAt: string | null, bankAccount: { __typename: 'DebitOrderBankAccount', accountNo: string, bankName: string, accountHolderName: string | null }, associatedProducts: Array<{ __typename: 'DebitOrderProduct', amount: number, description: string }>, mandate: { __typename: 'DebitOrderMandate', authenticationType: MandateAuthenticationType, status: DebitOrderMandateStatus } };

export type SharedDebitOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type SharedDebitOrderQuery = { debitorder: { __typename: 'DebitOrder', id: string, paymentType: DebitOrderPaymentType, maxAmount: number, payDay: number, nextDebitDate: string, debitOrderMandateId: string | null, debitOrderMandateInvalid: boolean, alreadySigned: boolean, sentToThirdParty: boolean, signLinkSentAt: string | null, bankAccount: { __typename: 'DebitOrderBankAccount', accountNo: string, bankName: string, accountHolderName: string | null }, associatedProducts: Array<{ __typename: 'DebitOrderProduct', amount: number, description: string }>, mandate: { __typename: 'DebitOrderMandate', authenticationType: MandateAuthenticationType, status: DebitOrderMandateStatus } } };

export type SharedUpdateDebitOrderMutationVariables = Exact<{
  id: string | number;
  input: UpdateDebitOrderInput;
}>;


export type SharedUpdateDebitOrderMutation = { updateDebitOrder: { __typename: 'DebitOrder', id: string, paymentType: DebitOrderPaymentType, maxAmount: number, payDay: number, nextDebitDate: string, debitOrderMandateId: string | null, debitOrderMandateInvalid: boolean, alreadySigned: boolean, sentToThirdParty: boolean, signLinkSentAt: string | null, bankAccount: { __typename: 'DebitOrderBankAccount', accountNo: string, bankName: string, accountHolderName: string | null }, associatedProducts: Array<{ __typename: 'DebitOrderProduct', amount: number, description: string }>, mandate: { __typename: 'DebitOrderMandate', authenticationType: MandateAuthenticationType, status: DebitOrderMandateStatus } } };

export type SharedResendDebitOrderSignLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type SharedResendDebitOrderSignLinkMutation = { resendDebitOrderSignLink: { __typename: 'DebitOrder', id: string, paymentType: DebitOrderPaymentType, maxAmount: number, payDay: number, nextDebitDate: string, debitOrderMandateId: string | null, debitOrderMandateInvalid: boolean, alreadySigned: boolean, sentToThirdParty: boolean, signLinkSentAt: string | null, bankAccount: { __typename: 'DebitOrderBankAccount', accountNo: string, bankName: string, accountHolderName: string | null }, associatedProducts: Array<{ __typename: 'DebitOrderProduct', amount: number, description: string }>, mandate: { __typename: 'DebitOrderMandate', authenticationType: MandateAuthenticationType, status: DebitOrderMandateStatus } } };

export type SharedDebitOrderToSignFieldsFragment = { __typename: 'DebitOrderToSign', paymentType: DebitOrderPaymentType, maxAmount: number, payDay: number, nextDebitDate: string, bankName: string, accountNoLast4: string, accountHolderName: string | null, requestedBy: string, status: DebitOrderMandateStatus, alreadySigned: boolean, associatedProducts: Array<{ __typename: 'DebitOrderProduct', amount: number, description: string }> };

export type SharedDebitOrderToSignQueryVariables = Exact<{
  token: string;
}>;


export type SharedDebitOrderToSignQuery = { debitOrderToSign: { __typename: 'DebitOrderToSign', paymentType: DebitOrderPaymentType, maxAmount: number, payDay: number, nextDebitDate: string, bankName: string, accountNoLast4: string, accountHolderName: string | null, requestedBy: string, status: DebitOrderMandateStatus, alreadySigned: boolean, associatedProducts: Array<{ __typename: 'DebitOrderProduct', amount: number, description: string }> } };

export type SharedSignDebitOrderWithTokenMutationVariables = Exact<{
  token: string;
  input: UpdateDebitOrderInput;
}>;


export type SharedSignDebitOrderWithTokenMutation = { signDebitOrderWithToken: { __typename: 'DebitOrderToSign', paymentType: DebitOrderPaymentType, maxAmount: number, payDay: number, nextDebitDate: string, bankName: string, accountNoLast4: string, accountHolderName: string | null, requestedBy: string, status: DebitOrderMandateStatus, alreadySigned: boolean, associatedProducts: Array<{ __typename: 'DebitOrderProduct', amount: number, description: string }> } };

export const SharedDebitOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedDebitOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DebitOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payDay"}},{"kind":"Field","name":{"kind":"Name","value":"nextDebitDate"}},{"kind":"Field","name":{"kind":"Name","value":"associatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"debitOrderMandateId"}},{"kind":"Field","name":{"kind":"Name","value":"debitOrderMandateInvalid"}},{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alreadySigned"}},{"kind":"Field","name":{"kind":"Name","value":"sentToThirdParty"}},{"kind":"Field","name":{"kind":"Name","value":"signLinkSentAt"}}]}}]} as unknown as DocumentNode<SharedDebitOrderFieldsFragment, unknown>;
export const SharedDebitOrderToSignFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedDebitOrderToSignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DebitOrderToSign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payDay"}},{"kind":"Field","name":{"kind":"Name","value":"nextDebitDate"}},{"kind":"Field","name":{"kind":"Name","value":"associatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNoLast4"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"alreadySigned"}}]}}]} as unknown as DocumentNode<SharedDebitOrderToSignFieldsFragment, unknown>;
export const SharedCreateBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedCreateBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"ownAccount"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderIdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"verifyAccountInfo"}}]}}]}}]} as unknown as DocumentNode<SharedCreateBankAccountMutation, SharedCreateBankAccountMutationVariables>;
export const SharedBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedIncome"}},{"kind":"Field","name":{"kind":"Name","value":"financialSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"debtBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasDebtCounselling"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedIncome"}}]}}]}}]}}]} as unknown as DocumentNode<SharedBudgetQuery, SharedBudgetQueryVariables>;
export const SharedSaveBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedSaveBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expenses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOrUpdateClientFinancialSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expenses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expenses"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<SharedSaveBudgetMutation, SharedSaveBudgetMutationVariables>;
export const SharedUpdateIncomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedUpdateIncome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"income"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"income"},"value":{"kind":"Variable","name":{"kind":"Name","value":"income"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"income"}}]}}]}}]} as unknown as DocumentNode<SharedUpdateIncomeMutation, SharedUpdateIncomeMutationVariables>;
export const SharedGetChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedGetChallenge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"income"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getChallenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"income"},"value":{"kind":"Variable","name":{"kind":"Name","value":"income"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"telephones"}},{"kind":"Field","name":{"kind":"Name","value":"employers"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}}]}}]}}]} as unknown as DocumentNode<SharedGetChallengeQuery, SharedGetChallengeQueryVariables>;
export const SharedDoChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedDoChallenge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"telephone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"account"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doChallenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"telephone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"telephone"}}},{"kind":"Argument","name":{"kind":"Name","value":"employer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employer"}}},{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"Variable","name":{"kind":"Name","value":"account"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passedChallenge"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<SharedDoChallengeQuery, SharedDoChallengeQueryVariables>;
export const SharedCreateLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedCreateLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SharedCreateLeadMutation, SharedCreateLeadMutationVariables>;
export const SharedTermsTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedTermsTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}}]} as unknown as DocumentNode<SharedTermsTemplateQuery, SharedTermsTemplateQueryVariables>;
export const SharedDebitOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedDebitOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"debitorder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedDebitOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedDebitOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DebitOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payDay"}},{"kind":"Field","name":{"kind":"Name","value":"nextDebitDate"}},{"kind":"Field","name":{"kind":"Name","value":"associatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"debitOrderMandateId"}},{"kind":"Field","name":{"kind":"Name","value":"debitOrderMandateInvalid"}},{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alreadySigned"}},{"kind":"Field","name":{"kind":"Name","value":"sentToThirdParty"}},{"kind":"Field","name":{"kind":"Name","value":"signLinkSentAt"}}]}}]} as unknown as DocumentNode<SharedDebitOrderQuery, SharedDebitOrderQueryVariables>;
export const SharedUpdateDebitOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedUpdateDebitOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDebitOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDebitOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedDebitOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedDebitOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DebitOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payDay"}},{"kind":"Field","name":{"kind":"Name","value":"nextDebitDate"}},{"kind":"Field","name":{"kind":"Name","value":"associatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"debitOrderMandateId"}},{"kind":"Field","name":{"kind":"Name","value":"debitOrderMandateInvalid"}},{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alreadySigned"}},{"kind":"Field","name":{"kind":"Name","value":"sentToThirdParty"}},{"kind":"Field","name":{"kind":"Name","value":"signLinkSentAt"}}]}}]} as unknown as DocumentNode<SharedUpdateDebitOrderMutation, SharedUpdateDebitOrderMutationVariables>;
export const SharedResendDebitOrderSignLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedResendDebitOrderSignLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendDebitOrderSignLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedDebitOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedDebitOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DebitOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payDay"}},{"kind":"Field","name":{"kind":"Name","value":"nextDebitDate"}},{"kind":"Field","name":{"kind":"Name","value":"associatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"debitOrderMandateId"}},{"kind":"Field","name":{"kind":"Name","value":"debitOrderMandateInvalid"}},{"kind":"Field","name":{"kind":"Name","value":"mandate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alreadySigned"}},{"kind":"Field","name":{"kind":"Name","value":"sentToThirdParty"}},{"kind":"Field","name":{"kind":"Name","value":"signLinkSentAt"}}]}}]} as unknown as DocumentNode<SharedResendDebitOrderSignLinkMutation, SharedResendDebitOrderSignLinkMutationVariables>;
export const SharedDebitOrderToSignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedDebitOrderToSign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"debitOrderToSign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedDebitOrderToSignFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedDebitOrderToSignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DebitOrderToSign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payDay"}},{"kind":"Field","name":{"kind":"Name","value":"nextDebitDate"}},{"kind":"Field","name":{"kind":"Name","value":"associatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNoLast4"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"alreadySigned"}}]}}]} as unknown as DocumentNode<SharedDebitOrderToSignQuery, SharedDebitOrderToSignQueryVariables>;
export const SharedSignDebitOrderWithTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedSignDebitOrderWithToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDebitOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signDebitOrderWithToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedDebitOrderToSignFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedDebitOrderToSignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DebitOrderToSign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payDay"}},{"kind":"Field","name":{"kind":"Name","value":"nextDebitDate"}},{"kind":"Field","name":{"kind":"Name","value":"associatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNoLast4"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"alreadySigned"}}]}}]} as unknown as DocumentNode<SharedSignDebitOrderWithTokenMutation, SharedSignDebitOrderWithTokenMutationVariables>;