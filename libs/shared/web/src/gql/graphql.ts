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

export type SharedCreateBankAccountMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type SharedCreateBankAccountMutation = { createBankAccount: { __typename: 'BankAccount', id: string, bankName: string, branchCode: string, accountNo: string, ownAccount: boolean, accountHolderName: string | null, accountHolderContactNumber: string | null, accountHolderEmail: string | null, accountHolderIdNumber: string | null, verifyAccountInfo: boolean } };

export type SharedCreateLeadMutationVariables = Exact<{
  input: CreateLeadInput;
}>;


export type SharedCreateLeadMutation = { createLead: { __typename: 'Lead', id: string } };

export type SharedTermsTemplateQueryVariables = Exact<{
  name: string;
}>;


export type SharedTermsTemplateQuery = { getTemplate: { __typename: 'Template', name: string, html: string } };


export const SharedCreateBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedCreateBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"ownAccount"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderIdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"verifyAccountInfo"}}]}}]}}]} as unknown as DocumentNode<SharedCreateBankAccountMutation, SharedCreateBankAccountMutationVariables>;
export const SharedCreateLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedCreateLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SharedCreateLeadMutation, SharedCreateLeadMutationVariables>;
export const SharedTermsTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedTermsTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}}]} as unknown as DocumentNode<SharedTermsTemplateQuery, SharedTermsTemplateQueryVariables>;