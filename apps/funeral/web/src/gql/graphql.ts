/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where the document came from */
export type ClientDocumentSource =
  | 'DOCUMENT_VAULT_UPLOAD'
  | 'FUNERAL_QUICK_QUOTE'
  | 'GENERATED'
  | 'NATIONAL_VACCINE_SYSTEM';

/** Recorded with createClientDocument: SELFIE, RSA_ID, COVID19_VACCINATION_CERTIFICATE, CLEARANCE_CERTIFICATE, HYPHEN, PAYSLIP, OTHER, the group documents and DEBIT_ORDER_MANDATE; made by the vault: FUNERAL_POLICY_SCHEDULE, FUNERAL_POLICY_WORDING, FUNERAL_LETTER, CREDIT_LIFE_CERTIFICATE, CREDIT_LIFE_AGREEMENT (and DEBIT_ORDER_MANDATE from /do/{id}) */
export type ClientDocumentType =
  | 'ADDENDUM_TO_CONSTITUTION'
  | 'CLEARANCE_CERTIFICATE'
  | 'COVID19_VACCINATION_CERTIFICATE'
  | 'CREDIT_LIFE_AGREEMENT'
  | 'CREDIT_LIFE_CERTIFICATE'
  | 'DEBIT_ORDER_MANDATE'
  | 'FUNERAL_CONSTITUTION'
  | 'FUNERAL_LETTER'
  | 'FUNERAL_POLICY_DOCUMENT'
  | 'FUNERAL_POLICY_SCHEDULE'
  | 'FUNERAL_POLICY_WORDING'
  | 'HYPHEN'
  | 'NOVATION_DOCUMENT'
  | 'OTHER'
  | 'PAYSLIP'
  | 'RSA_ID'
  | 'SELFIE'
  | 'WAITING_PERIOD_ACCEPTANCE';

export type ClientObligationInput = {
  funeralPolicyInfo: ThirdPartyFuneralPolicyInput;
  /** CLIENT_MANUAL_ENTRY (the default and the only source a client may send) */
  source?: ClientObligationSource | null | undefined;
};

export type ClientObligationSource =
  | 'CLIENT_MANUAL_ENTRY';

export type CreateClientDocumentInput = {
  /** The caller's client (or the upload token's); any other is refused */
  clientId?: string | number | null | undefined;
  description?: string | null | undefined;
  /** From POST /files, uploaded by the same client */
  fileId: string | number;
  forClientId?: string | number | null | undefined;
  /** Only false (or left out): a client or visitor cannot record a document as received from Simplicity */
  fromSimplicity?: boolean | null | undefined;
  /** "Selfie" or "ID Document" from the funeral sale */
  name: string;
  /** FUNERAL_QUICK_QUOTE from the funeral sale; DOCUMENT_VAULT_UPLOAD when left out */
  source?: ClientDocumentSource | null | undefined;
  /** SELFIE, RSA_ID, COVID19_VACCINATION_CERTIFICATE, CLEARANCE_CERTIFICATE, HYPHEN, PAYSLIP or OTHER */
  type: ClientDocumentType;
  /** A visitor's SaleResult.documentUploadToken */
  uploadToken?: string | null | undefined;
};

export type CreateMemberInput = {
  ageAtSignup?: number | null | undefined;
  cellNumbers?: Array<string> | null | undefined;
  /** YYYY-MM-DD */
  dateOfBirth?: string | null | undefined;
  email?: string | null | undefined;
  firstNames: string;
  /** MALE or FEMALE; required for PARENT and EXTENDED */
  gender?: string | null | undefined;
  idNumber?: string | null | undefined;
  /** rsa_id (default with an ID number), zim_id, nam_id, bot_id or oth_id */
  idType?: string | null | undefined;
  /** SPOUSE, CHILD, PARENT or EXTENDED (POLICY_HOLDER is refused: the policy holder cannot be added) */
  memberType: FuneralMemberType;
  /** YYYY-MM-DD, a future date: required with another country's ID type and number ('Required for non-South Africans'); not kept with a South African ID */
  passportExpiresDate?: string | null | undefined;
  policyId: string | number;
  /** Required for PARENT and EXTENDED */
  relationship?: string | null | undefined;
  surname: string;
};

/** COVERED, INITIAL, POLICY_LAPSED and IN_WAITING_PERIOD count as covered; POLICY_CANCELLED (the policy was cancelled) and COVER_LAPSED (the policy lapsed) do not */
export type FuneralMemberState =
  | 'COVERED'
  | 'COVER_LAPSED'
  | 'INITIAL'
  | 'IN_WAITING_PERIOD'
  | 'POLICY_CANCELLED'
  | 'POLICY_LAPSED';

export type FuneralMemberType =
  | 'CHILD'
  | 'EXTENDED'
  | 'PARENT'
  | 'POLICY_HOLDER'
  | 'SPOUSE';

/** DEBI_CHECK (quick-quote wizard) or NAEDO (chat sale) */
export type FuneralPaymentMethod =
  | 'DEBI_CHECK'
  | 'NAEDO';

/** INFO_MISSING, DORMANT (awaiting 1st payment), ACTIVE, ON_RISK_GRACE (missed payment), LAPSED, CANCELLED */
export type FuneralPolicyState =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'DORMANT'
  | 'INFO_MISSING'
  | 'LAPSED'
  | 'ON_RISK_GRACE';

/** From the lives covered: SINGLE, SINGLE_AND_CHILDREN, COUPLE, otherwise FAMILY */
export type FuneralPolicyType =
  | 'COUPLE'
  | 'FAMILY'
  | 'SINGLE'
  | 'SINGLE_AND_CHILDREN';

export type FuneralSaleInput = {
  coverAmount: number;
  paymentDueDay: number;
  /** DEBI_CHECK (quick-quote wizard) or NAEDO (chat sale) */
  paymentMethod: FuneralPaymentMethod;
};

export type Gender =
  | 'FEMALE'
  | 'MALE';

/** South African ID (rsa_id), Zimbabwean (zim_id), Namibian (nam_id), Botswana (bot_id), other or passport (oth_id) */
export type IdType =
  | 'bot_id'
  | 'nam_id'
  | 'oth_id'
  | 'rsa_id'
  | 'zim_id';

export type QuoteDependantInput = {
  age?: number | null | undefined;
  /** MALE or FEMALE */
  gender?: string | null | undefined;
  idNumber?: string | null | undefined;
};

export type SaleBankAccountInput = {
  accountHolderContactNumber?: string | null | undefined;
  accountHolderEmail?: string | null | undefined;
  accountHolderIdNumber?: string | null | undefined;
  accountHolderName?: string | null | undefined;
  accountNo: string;
  bankName?: string | null | undefined;
  branchCode: string;
  ownAccount?: boolean | null | undefined;
};

export type SaleBeneficiaryInput = {
  cellNumbers: Array<string>;
  email?: string | null | undefined;
  firstNames: string;
  idNumber?: string | null | undefined;
  idType?: string | null | undefined;
  isSpouse?: boolean | null | undefined;
  surname: string;
};

export type SaleMemberInput = {
  ageAtSignup?: number | null | undefined;
  cellNumbers?: Array<string> | null | undefined;
  dateOfBirth?: string | null | undefined;
  email?: string | null | undefined;
  firstNames: string;
  gender?: string | null | undefined;
  idNumber?: string | null | undefined;
  idType?: string | null | undefined;
  /** Monthly income in rand (the policy holder's; required for them) */
  income?: number | null | undefined;
  /** POLICY_HOLDER (first), SPOUSE, CHILD, PARENT or EXTENDED */
  memberType: FuneralMemberType;
  relationship?: string | null | undefined;
  surname: string;
};

export type SalesInteractionInput = {
  /** One per sale attempt: a retry returns the first result */
  idempotencyKey: string;
  salesPersonId?: string | number | null | undefined;
};

export type ThirdPartyFuneralPolicyInput = {
  /** The insurer (provider) */
  companyName?: string | null | undefined;
  /** 0 to 100000 in steps of 500 */
  coverAmount?: number | null | undefined;
  /** At least one of POLICY_HOLDER, SPOUSE, CHILD, PARENT, EXTENDED */
  livesCovered?: Array<FuneralMemberType> | null | undefined;
  /** DEBI_CHECK, DEBIT_ORDER, EASY_PAY or MONEY_MARKET */
  paymentMethod?: ThirdPartyPaymentMethod | null | undefined;
  /** Monthly contribution, 0 to 1000 */
  premiumAmount?: number | null | undefined;
  /** YYYY-MM-DD */
  startDate?: string | null | undefined;
};

export type ThirdPartyPaymentMethod =
  | 'DEBIT_ORDER'
  | 'DEBI_CHECK'
  | 'EASY_PAY'
  | 'MONEY_MARKET';

export type UpdateClientInput = {
  acceptedTerms?: boolean | null | undefined;
  birthDate?: string | null | undefined;
  cellNumbers?: Array<string> | null | undefined;
  email?: string | null | undefined;
  firstNames?: string | null | undefined;
  gender?: Gender | null | undefined;
  idNumber?: string | null | undefined;
  idType?: IdType | null | undefined;
  income?: number | null | undefined;
  marketingConsent?: boolean | null | undefined;
  nickName?: string | null | undefined;
  passportExpiresDate?: string | null | undefined;
  surname?: string | null | undefined;
  taxNumber?: string | null | undefined;
  title?: string | null | undefined;
};

/** Fields left out keep their stored values; the member type cannot change */
export type UpdateMemberInput = {
  ageAtSignup?: number | null | undefined;
  cellNumbers?: Array<string> | null | undefined;
  /** YYYY-MM-DD */
  dateOfBirth?: string | null | undefined;
  email?: string | null | undefined;
  firstNames?: string | null | undefined;
  /** MALE or FEMALE; required for PARENT and EXTENDED */
  gender?: string | null | undefined;
  /** Locked once set */
  idNumber?: string | null | undefined;
  /** Locked once the member has an ID number */
  idType?: string | null | undefined;
  /** YYYY-MM-DD, a future date: required with another country's ID type and number ('Required for non-South Africans'); not kept with a South African ID */
  passportExpiresDate?: string | null | undefined;
  /** Required for PARENT and EXTENDED */
  relationship?: string | null | undefined;
  surname?: string | null | undefined;
};

export type WaitingPeriodCause =
  | 'ACCIDENTAL_DEATH'
  | 'NATURAL_DEATH'
  | 'SUICIDE';

export type FuneralCalculatorQuoteQueryVariables = Exact<{
  age?: number | null | undefined;
  gender?: string | null | undefined;
  coverAmount?: number | null | undefined;
  base_spouse?: boolean | null | undefined;
  base_ageSpouse?: number | null | undefined;
  base_children?: number | null | undefined;
  base_childAges?: Array<number | null | undefined> | number | null | undefined;
  base_parents?: Array<QuoteDependantInput> | QuoteDependantInput | null | undefined;
  base_extended?: Array<QuoteDependantInput> | QuoteDependantInput | null | undefined;
  withSpouse_spouse?: boolean | null | undefined;
  withSpouse_ageSpouse?: number | null | undefined;
  withSpouse_children?: number | null | undefined;
  withSpouse_childAges?: Array<number | null | undefined> | number | null | undefined;
  withSpouse_parents?: Array<QuoteDependantInput> | QuoteDependantInput | null | undefined;
  withSpouse_extended?: Array<QuoteDependantInput> | QuoteDependantInput | null | undefined;
  withChildren_spouse?: boolean | null | undefined;
  withChildren_ageSpouse?: number | null | undefined;
  withChildren_children?: number | null | undefined;
  withChildren_childAges?: Array<number | null | undefined> | number | null | undefined;
  withChildren_parents?: Array<QuoteDependantInput> | QuoteDependantInput | null | undefined;
  withChildren_extended?: Array<QuoteDependantInput> | QuoteDependantInput | null | undefined;
  withoutParents_spouse?: boolean | null | undefined;
  withoutParents_ageSpouse?: number | null | undefined;
  withoutParents_children?: number | null | undefined;
  withoutParents_childAges?: Array<number | null | undefined> | number | null | undefined;
  withoutParents_parents?: Array<QuoteDependantInput> | QuoteDependantInput | null | undefined;
  withoutParents_extended?: Array<QuoteDependantInput> | QuoteDependantInput | null | undefined;
  withoutExtended_spouse?: boolean | null | undefined;
  withoutExtended_ageSpouse?: number | null | undefined;
  withoutExtended_children?: number | null | undefined;
  withoutExtended_childAges?: Array<number | null | undefined> | number | null | undefined;
  withoutExtended_parents?: Array<QuoteDependantInput> | QuoteDependantInput | null | undefined;
  withoutExtended_extended?: Array<QuoteDependantInput> | QuoteDependantInput | null | undefined;
}>;


export type FuneralCalculatorQuoteQuery = { base: { __typename: 'PolicyQuote', premium: number, premiumBeforeMinimum: number, minimumPremiumShortfall: number, totalCover: number, coverAmount: number, policyType: FuneralPolicyType, pricingVersion: string, lives: Array<{ __typename: 'QuotedLife', memberType: FuneralMemberType, position: number, age: number | null, gender: string | null, coverAmount: number, cappedFrom: number | null, capMessage: string | null, premium: number }> }, withSpouse: { __typename: 'PolicyQuote', premium: number, premiumBeforeMinimum: number, minimumPremiumShortfall: number, totalCover: number, coverAmount: number, policyType: FuneralPolicyType, pricingVersion: string, lives: Array<{ __typename: 'QuotedLife', memberType: FuneralMemberType, position: number, age: number | null, gender: string | null, coverAmount: number, cappedFrom: number | null, capMessage: string | null, premium: number }> }, withChildren: { __typename: 'PolicyQuote', premium: number, premiumBeforeMinimum: number, minimumPremiumShortfall: number, totalCover: number, coverAmount: number, policyType: FuneralPolicyType, pricingVersion: string, lives: Array<{ __typename: 'QuotedLife', memberType: FuneralMemberType, position: number, age: number | null, gender: string | null, coverAmount: number, cappedFrom: number | null, capMessage: string | null, premium: number }> }, withoutParents: { __typename: 'PolicyQuote', premium: number, premiumBeforeMinimum: number, minimumPremiumShortfall: number, totalCover: number, coverAmount: number, policyType: FuneralPolicyType, pricingVersion: string, lives: Array<{ __typename: 'QuotedLife', memberType: FuneralMemberType, position: number, age: number | null, gender: string | null, coverAmount: number, cappedFrom: number | null, capMessage: string | null, premium: number }> }, withoutExtended: { __typename: 'PolicyQuote', premium: number, premiumBeforeMinimum: number, minimumPremiumShortfall: number, totalCover: number, coverAmount: number, policyType: FuneralPolicyType, pricingVersion: string, lives: Array<{ __typename: 'QuotedLife', memberType: FuneralMemberType, position: number, age: number | null, gender: string | null, coverAmount: number, cappedFrom: number | null, capMessage: string | null, premium: number }> } };

export type FuneralChatSaleClientQueryVariables = Exact<{ [key: string]: never; }>;


export type FuneralChatSaleClientQuery = { myClient: { __typename: 'Client', id: string, firstNames: string | null, surname: string | null, idNumber: string | null, idType: IdType | null, passportExpiresDate: string | null, birthDate: string | null, cellNumbers: Array<string>, gender: Gender | null, email: string | null, income: number | null, acceptedTerms: boolean, bankAccounts: Array<{ __typename: 'BankAccount', id: string, bankName: string, branchCode: string, accountNo: string, ownAccount: boolean, accountHolderName: string | null }>, documents: Array<{ __typename: 'ClientDocument', id: string, type: ClientDocumentType }> | null } | null };

export type FuneralChatSaleAcceptTermsMutationVariables = Exact<{
  input: UpdateClientInput;
}>;


export type FuneralChatSaleAcceptTermsMutation = { updateMyProfile: { __typename: 'Client', id: string, acceptedTerms: boolean } };

export type FuneralOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type FuneralOverviewQuery = { me: { __typename: 'User', id: string } | null, myClient: { __typename: 'Client', id: string, firstNames: string | null, surname: string | null, email: string | null, gender: Gender | null, birthDate: string | null, funeralPolicies: Array<{ __typename: 'FuneralPolicy', id: string, policyNumber: string, state: FuneralPolicyState, coverAmount: number, currentPremiumTotal: number }> | null, thirdPartyFuneralPolicies: Array<{ __typename: 'ThirdPartyFuneralPolicy', id: string, companyName: string, coverAmount: number, premiumAmount: number, policyType: FuneralPolicyType, policyTypeLabel: string }> | null } | null };

export type FuneralMemberFieldsFragment = { __typename: 'FuneralMember', id: string, memberType: FuneralMemberType, firstNames: string, surname: string, gender: string | null, ageAtSignup: number | null, dateOfBirth: string | null, relationship: string | null, state: FuneralMemberState };

export type FuneralMemberCoverFieldsFragment = { __typename: 'FuneralMember', coverAmount: number, premium: number, covered: boolean, id: string, memberType: FuneralMemberType, firstNames: string, surname: string, gender: string | null, ageAtSignup: number | null, dateOfBirth: string | null, relationship: string | null, state: FuneralMemberState };

export type FuneralMemberContactFieldsFragment = { __typename: 'FuneralMember', idType: string | null, idNumber: string | null, cellNumbers: Array<string>, email: string | null, passportExpiresDate: string | null };

export type FuneralPolicyDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type FuneralPolicyDetailQuery = { funeral: { __typename: 'FuneralPolicy', id: string, policyNumber: string, state: FuneralPolicyState, stateLabel: string, coverAmount: number, currentPremiumTotal: number, policyType: FuneralPolicyType, paymentDueDay: number | null, paymentBankAccountId: string | null, debitOrderId: string | null, paymentMethod: FuneralPaymentMethod | null, accountingIdentifier: string | null, pricingVersion: string, easyPayNumber: string | null, firstActivated: string | null, expectFirstPaymentAt: string | null, coolingOffEndsOn: string | null, createdAt: string, cancelledAt: string | null, cancelReason: string | null, refundAmount: number | null, waitingPeriods: Array<{ __typename: 'WaitingPeriod', cause: WaitingPeriodCause, label: string, endsOn: string | null }>, livesCovered: Array<{ __typename: 'FuneralMember', coverAmount: number, premium: number, covered: boolean, id: string, memberType: FuneralMemberType, firstNames: string, surname: string, gender: string | null, ageAtSignup: number | null, dateOfBirth: string | null, relationship: string | null, state: FuneralMemberState }>, beneficiaries: Array<{ __typename: 'FuneralBeneficiary', id: string, firstNames: string, surname: string, cellNumber: string | null, email: string | null, isSpouse: boolean }> } | null };

export type FuneralPaymentBankAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type FuneralPaymentBankAccountsQuery = { myClient: { __typename: 'Client', id: string, bankAccounts: Array<{ __typename: 'BankAccount', id: string, bankName: string, accountNo: string, ownAccount: boolean, accountHolderName: string | null }> } | null };

export type FuneralUpdatePaymentDetailsMutationVariables = Exact<{
  id: string | number;
  paymentDueDay?: number | null | undefined;
  paymentBankAccountId?: string | number | null | undefined;
}>;


export type FuneralUpdatePaymentDetailsMutation = { updateFuneral: { __typename: 'FuneralPolicy', id: string, paymentDueDay: number | null, paymentBankAccountId: string | null, paymentMethod: FuneralPaymentMethod | null, currentPremiumTotal: number } };

export type FuneralCancelPolicyMutationVariables = Exact<{
  funeralId: string | number;
  cancelReason: string;
}>;


export type FuneralCancelPolicyMutation = { cancelFuneral: { __typename: 'FuneralPolicy', id: string, state: FuneralPolicyState, stateLabel: string, cancelledAt: string | null, cancelReason: string | null, refundAmount: number | null, livesCovered: Array<{ __typename: 'FuneralMember', id: string, state: FuneralMemberState, covered: boolean }> } };

export type FuneralPolicyClientDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type FuneralPolicyClientDocumentsQuery = { myClient: { __typename: 'Client', id: string, documents: Array<{ __typename: 'ClientDocument', id: string, type: ClientDocumentType, name: string, forClientId: string | null, createdAt: string, file: { __typename: 'File', url: string, contentType: string } | null }> | null } | null };

export type FuneralInsuranceOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type FuneralInsuranceOverviewQuery = { myClient: { __typename: 'Client', id: string, firstNames: string | null, surname: string | null, email: string | null, gender: Gender | null, birthDate: string | null, funeralPolicies: Array<{ __typename: 'FuneralPolicy', id: string, policyNumber: string, state: FuneralPolicyState, coverAmount: number, currentPremiumTotal: number }> | null, groups: Array<{ __typename: 'Group', id: string, name: string }> | null } | null };

export type FuneralMemberDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type FuneralMemberDetailQuery = { member: { __typename: 'FuneralMember', policyId: string, joinedAt: string, id: string, memberType: FuneralMemberType, firstNames: string, surname: string, gender: string | null, ageAtSignup: number | null, dateOfBirth: string | null, relationship: string | null, state: FuneralMemberState, idType: string | null, idNumber: string | null, cellNumbers: Array<string>, email: string | null, passportExpiresDate: string | null } | null };

export type FuneralCreateMemberMutationVariables = Exact<{
  input: CreateMemberInput;
}>;


export type FuneralCreateMemberMutation = { createMember: { __typename: 'FuneralMember', coverAmount: number, premium: number, covered: boolean, idType: string | null, idNumber: string | null, cellNumbers: Array<string>, email: string | null, passportExpiresDate: string | null, id: string, memberType: FuneralMemberType, firstNames: string, surname: string, gender: string | null, ageAtSignup: number | null, dateOfBirth: string | null, relationship: string | null, state: FuneralMemberState } };

export type FuneralUpdateMemberMutationVariables = Exact<{
  id: string | number;
  input: UpdateMemberInput;
}>;


export type FuneralUpdateMemberMutation = { updateMember: { __typename: 'FuneralMember', coverAmount: number, premium: number, covered: boolean, idType: string | null, idNumber: string | null, cellNumbers: Array<string>, email: string | null, passportExpiresDate: string | null, id: string, memberType: FuneralMemberType, firstNames: string, surname: string, gender: string | null, ageAtSignup: number | null, dateOfBirth: string | null, relationship: string | null, state: FuneralMemberState } };

export type FuneralThirdPartyPolicyQueryVariables = Exact<{
  id: string | number;
}>;


export type FuneralThirdPartyPolicyQuery = { clientobligation: { __typename: 'ThirdPartyFuneralPolicy', id: string, companyName: string, coverAmount: number, premiumAmount: number, startDate: string | null, paymentMethod: ThirdPartyPaymentMethod | null, livesCovered: Array<FuneralMemberType>, policyType: FuneralPolicyType, policyTypeLabel: string } | null };

export type FuneralCreateThirdPartyPolicyMutationVariables = Exact<{
  input: ClientObligationInput;
}>;


export type FuneralCreateThirdPartyPolicyMutation = { createClientObligation: { __typename: 'ThirdPartyFuneralPolicy', id: string, companyName: string, coverAmount: number, premiumAmount: number, startDate: string | null, paymentMethod: ThirdPartyPaymentMethod | null, livesCovered: Array<FuneralMemberType>, policyType: FuneralPolicyType, policyTypeLabel: string } };

export type FuneralUpdateThirdPartyPolicyMutationVariables = Exact<{
  id: string | number;
  input: ClientObligationInput;
}>;


export type FuneralUpdateThirdPartyPolicyMutation = { updateClientObligation: { __typename: 'ThirdPartyFuneralPolicy', id: string, companyName: string, coverAmount: number, premiumAmount: number, startDate: string | null, paymentMethod: ThirdPartyPaymentMethod | null, livesCovered: Array<FuneralMemberType>, policyType: FuneralPolicyType, policyTypeLabel: string } };

export type FuneralThirdPartyPolicyFieldsFragment = { __typename: 'ThirdPartyFuneralPolicy', id: string, companyName: string, coverAmount: number, premiumAmount: number, startDate: string | null, paymentMethod: ThirdPartyPaymentMethod | null, livesCovered: Array<FuneralMemberType>, policyType: FuneralPolicyType, policyTypeLabel: string };

export type FuneralGetQuoteQueryVariables = Exact<{
  idNumber?: string | null | undefined;
  age?: number | null | undefined;
  ageSpouse?: number | null | undefined;
  gender?: string | null | undefined;
  spouse?: boolean | null | undefined;
  children?: number | null | undefined;
  childAges?: Array<number | null | undefined> | number | null | undefined;
  coverAmount?: number | null | undefined;
  parents?: Array<QuoteDependantInput> | QuoteDependantInput | null | undefined;
  extended?: Array<QuoteDependantInput> | QuoteDependantInput | null | undefined;
  income?: number | null | undefined;
}>;


export type FuneralGetQuoteQuery = { getPolicyQuote: { __typename: 'PolicyQuote', premium: number, premiumBeforeMinimum: number, minimumPremiumShortfall: number, totalCover: number, coverAmount: number, policyType: FuneralPolicyType, pricingVersion: string, lives: Array<{ __typename: 'QuotedLife', memberType: FuneralMemberType, position: number, age: number | null, gender: string | null, coverAmount: number, cappedFrom: number | null, capMessage: string | null, premium: number }> } };

export type FuneralQuoteClientQueryVariables = Exact<{ [key: string]: never; }>;


export type FuneralQuoteClientQuery = { myClient: { __typename: 'Client', income: number | null, idNumber: string | null, idType: IdType | null, cellNumbers: Array<string>, id: string, firstNames: string | null, surname: string | null, email: string | null, gender: Gender | null, birthDate: string | null } | null };

export type FuneralPolicyQuoteFieldsFragment = { __typename: 'PolicyQuote', premium: number, premiumBeforeMinimum: number, minimumPremiumShortfall: number, totalCover: number, coverAmount: number, policyType: FuneralPolicyType, pricingVersion: string, lives: Array<{ __typename: 'QuotedLife', memberType: FuneralMemberType, position: number, age: number | null, gender: string | null, coverAmount: number, cappedFrom: number | null, capMessage: string | null, premium: number }> };

export type FuneralQuoteClientFieldsFragment = { __typename: 'Client', id: string, firstNames: string | null, surname: string | null, email: string | null, gender: Gender | null, birthDate: string | null };

export type FuneralPolicySummaryFieldsFragment = { __typename: 'FuneralPolicy', id: string, policyNumber: string, state: FuneralPolicyState, coverAmount: number, currentPremiumTotal: number };

export type FuneralCreateSaleMutationVariables = Exact<{
  funeral: FuneralSaleInput;
  bankAccount: SaleBankAccountInput;
  beneficiary: SaleBeneficiaryInput;
  members: Array<SaleMemberInput> | SaleMemberInput;
  salesInteraction: SalesInteractionInput;
}>;


export type FuneralCreateSaleMutation = { createSalesInteractionPolicyWithMembers: { __typename: 'SaleResult', id: string, policyNumber: string, payAtNumber: string, clientId: string, debitOrderId: string, paymentBankAccountId: string, documentUploadToken: string | null } };

export type FuneralCreateClientDocumentMutationVariables = Exact<{
  input: CreateClientDocumentInput;
}>;


export type FuneralCreateClientDocumentMutation = { createClientDocument: { __typename: 'ClientDocument', id: string, type: ClientDocumentType, name: string } };

export const FuneralMemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"ageAtSignup"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<FuneralMemberFieldsFragment, unknown>;
export const FuneralMemberCoverFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberCoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"premium"}},{"kind":"Field","name":{"kind":"Name","value":"covered"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"ageAtSignup"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<FuneralMemberCoverFieldsFragment, unknown>;
export const FuneralMemberContactFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiresDate"}}]}}]} as unknown as DocumentNode<FuneralMemberContactFieldsFragment, unknown>;
export const FuneralThirdPartyPolicyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralThirdPartyPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThirdPartyFuneralPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"premiumAmount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"livesCovered"}},{"kind":"Field","name":{"kind":"Name","value":"policyType"}},{"kind":"Field","name":{"kind":"Name","value":"policyTypeLabel"}}]}}]} as unknown as DocumentNode<FuneralThirdPartyPolicyFieldsFragment, unknown>;
export const FuneralPolicyQuoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralPolicyQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PolicyQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumBeforeMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPremiumShortfall"}},{"kind":"Field","name":{"kind":"Name","value":"totalCover"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"policyType"}},{"kind":"Field","name":{"kind":"Name","value":"pricingVersion"}},{"kind":"Field","name":{"kind":"Name","value":"lives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cappedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"capMessage"}},{"kind":"Field","name":{"kind":"Name","value":"premium"}}]}}]}}]} as unknown as DocumentNode<FuneralPolicyQuoteFieldsFragment, unknown>;
export const FuneralQuoteClientFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralQuoteClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}}]} as unknown as DocumentNode<FuneralQuoteClientFieldsFragment, unknown>;
export const FuneralPolicySummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralPolicySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currentPremiumTotal"}}]}}]} as unknown as DocumentNode<FuneralPolicySummaryFieldsFragment, unknown>;
export const FuneralCalculatorQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FuneralCalculatorQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"age"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gender"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coverAmount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base_spouse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base_ageSpouse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base_children"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base_childAges"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base_parents"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteDependantInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base_extended"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteDependantInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withSpouse_spouse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withSpouse_ageSpouse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withSpouse_children"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withSpouse_childAges"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withSpouse_parents"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteDependantInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withSpouse_extended"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteDependantInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withChildren_spouse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withChildren_ageSpouse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withChildren_children"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withChildren_childAges"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withChildren_parents"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteDependantInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withChildren_extended"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteDependantInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withoutParents_spouse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withoutParents_ageSpouse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withoutParents_children"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withoutParents_childAges"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withoutParents_parents"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteDependantInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withoutParents_extended"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteDependantInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withoutExtended_spouse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withoutExtended_ageSpouse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withoutExtended_children"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withoutExtended_childAges"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withoutExtended_parents"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteDependantInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withoutExtended_extended"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteDependantInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"base"},"name":{"kind":"Name","value":"getPolicyQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"age"},"value":{"kind":"Variable","name":{"kind":"Name","value":"age"}}},{"kind":"Argument","name":{"kind":"Name","value":"gender"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gender"}}},{"kind":"Argument","name":{"kind":"Name","value":"coverAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coverAmount"}}},{"kind":"Argument","name":{"kind":"Name","value":"spouse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base_spouse"}}},{"kind":"Argument","name":{"kind":"Name","value":"ageSpouse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base_ageSpouse"}}},{"kind":"Argument","name":{"kind":"Name","value":"children"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base_children"}}},{"kind":"Argument","name":{"kind":"Name","value":"childAges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base_childAges"}}},{"kind":"Argument","name":{"kind":"Name","value":"parents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base_parents"}}},{"kind":"Argument","name":{"kind":"Name","value":"extended"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base_extended"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralPolicyQuoteFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"withSpouse"},"name":{"kind":"Name","value":"getPolicyQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"age"},"value":{"kind":"Variable","name":{"kind":"Name","value":"age"}}},{"kind":"Argument","name":{"kind":"Name","value":"gender"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gender"}}},{"kind":"Argument","name":{"kind":"Name","value":"coverAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coverAmount"}}},{"kind":"Argument","name":{"kind":"Name","value":"spouse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withSpouse_spouse"}}},{"kind":"Argument","name":{"kind":"Name","value":"ageSpouse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withSpouse_ageSpouse"}}},{"kind":"Argument","name":{"kind":"Name","value":"children"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withSpouse_children"}}},{"kind":"Argument","name":{"kind":"Name","value":"childAges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withSpouse_childAges"}}},{"kind":"Argument","name":{"kind":"Name","value":"parents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withSpouse_parents"}}},{"kind":"Argument","name":{"kind":"Name","value":"extended"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withSpouse_extended"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralPolicyQuoteFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"withChildren"},"name":{"kind":"Name","value":"getPolicyQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"age"},"value":{"kind":"Variable","name":{"kind":"Name","value":"age"}}},{"kind":"Argument","name":{"kind":"Name","value":"gender"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gender"}}},{"kind":"Argument","name":{"kind":"Name","value":"coverAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coverAmount"}}},{"kind":"Argument","name":{"kind":"Name","value":"spouse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withChildren_spouse"}}},{"kind":"Argument","name":{"kind":"Name","value":"ageSpouse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withChildren_ageSpouse"}}},{"kind":"Argument","name":{"kind":"Name","value":"children"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withChildren_children"}}},{"kind":"Argument","name":{"kind":"Name","value":"childAges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withChildren_childAges"}}},{"kind":"Argument","name":{"kind":"Name","value":"parents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withChildren_parents"}}},{"kind":"Argument","name":{"kind":"Name","value":"extended"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withChildren_extended"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralPolicyQuoteFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"withoutParents"},"name":{"kind":"Name","value":"getPolicyQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"age"},"value":{"kind":"Variable","name":{"kind":"Name","value":"age"}}},{"kind":"Argument","name":{"kind":"Name","value":"gender"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gender"}}},{"kind":"Argument","name":{"kind":"Name","value":"coverAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coverAmount"}}},{"kind":"Argument","name":{"kind":"Name","value":"spouse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withoutParents_spouse"}}},{"kind":"Argument","name":{"kind":"Name","value":"ageSpouse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withoutParents_ageSpouse"}}},{"kind":"Argument","name":{"kind":"Name","value":"children"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withoutParents_children"}}},{"kind":"Argument","name":{"kind":"Name","value":"childAges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withoutParents_childAges"}}},{"kind":"Argument","name":{"kind":"Name","value":"parents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withoutParents_parents"}}},{"kind":"Argument","name":{"kind":"Name","value":"extended"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withoutParents_extended"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralPolicyQuoteFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"withoutExtended"},"name":{"kind":"Name","value":"getPolicyQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"age"},"value":{"kind":"Variable","name":{"kind":"Name","value":"age"}}},{"kind":"Argument","name":{"kind":"Name","value":"gender"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gender"}}},{"kind":"Argument","name":{"kind":"Name","value":"coverAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coverAmount"}}},{"kind":"Argument","name":{"kind":"Name","value":"spouse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withoutExtended_spouse"}}},{"kind":"Argument","name":{"kind":"Name","value":"ageSpouse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withoutExtended_ageSpouse"}}},{"kind":"Argument","name":{"kind":"Name","value":"children"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withoutExtended_children"}}},{"kind":"Argument","name":{"kind":"Name","value":"childAges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withoutExtended_childAges"}}},{"kind":"Argument","name":{"kind":"Name","value":"parents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withoutExtended_parents"}}},{"kind":"Argument","name":{"kind":"Name","value":"extended"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withoutExtended_extended"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralPolicyQuoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralPolicyQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PolicyQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumBeforeMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPremiumShortfall"}},{"kind":"Field","name":{"kind":"Name","value":"totalCover"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"policyType"}},{"kind":"Field","name":{"kind":"Name","value":"pricingVersion"}},{"kind":"Field","name":{"kind":"Name","value":"lives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cappedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"capMessage"}},{"kind":"Field","name":{"kind":"Name","value":"premium"}}]}}]}}]} as unknown as DocumentNode<FuneralCalculatorQuoteQuery, FuneralCalculatorQuoteQueryVariables>;
export const FuneralChatSaleClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FuneralChatSaleClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiresDate"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"ownAccount"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<FuneralChatSaleClientQuery, FuneralChatSaleClientQueryVariables>;
export const FuneralChatSaleAcceptTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FuneralChatSaleAcceptTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]}}]} as unknown as DocumentNode<FuneralChatSaleAcceptTermsMutation, FuneralChatSaleAcceptTermsMutationVariables>;
export const FuneralOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FuneralOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralQuoteClientFields"}},{"kind":"Field","name":{"kind":"Name","value":"funeralPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralPolicySummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thirdPartyFuneralPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"premiumAmount"}},{"kind":"Field","name":{"kind":"Name","value":"policyType"}},{"kind":"Field","name":{"kind":"Name","value":"policyTypeLabel"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralQuoteClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralPolicySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currentPremiumTotal"}}]}}]} as unknown as DocumentNode<FuneralOverviewQuery, FuneralOverviewQueryVariables>;
export const FuneralPolicyDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FuneralPolicyDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funeral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currentPremiumTotal"}},{"kind":"Field","name":{"kind":"Name","value":"policyType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueDay"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"debitOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"accountingIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"pricingVersion"}},{"kind":"Field","name":{"kind":"Name","value":"easyPayNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstActivated"}},{"kind":"Field","name":{"kind":"Name","value":"expectFirstPaymentAt"}},{"kind":"Field","name":{"kind":"Name","value":"coolingOffEndsOn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"waitingPeriods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cause"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"livesCovered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralMemberCoverFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isSpouse"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"ageAtSignup"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberCoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"premium"}},{"kind":"Field","name":{"kind":"Name","value":"covered"}}]}}]} as unknown as DocumentNode<FuneralPolicyDetailQuery, FuneralPolicyDetailQueryVariables>;
export const FuneralPaymentBankAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FuneralPaymentBankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"ownAccount"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}}]}}]}}]}}]} as unknown as DocumentNode<FuneralPaymentBankAccountsQuery, FuneralPaymentBankAccountsQueryVariables>;
export const FuneralUpdatePaymentDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FuneralUpdatePaymentDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentDueDay"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentBankAccountId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFuneral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentDueDay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentDueDay"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentBankAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentBankAccountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueDay"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currentPremiumTotal"}}]}}]}}]} as unknown as DocumentNode<FuneralUpdatePaymentDetailsMutation, FuneralUpdatePaymentDetailsMutationVariables>;
export const FuneralCancelPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FuneralCancelPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"funeralId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cancelReason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelFuneral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"funeralId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"funeralId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cancelReason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cancelReason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"livesCovered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"covered"}}]}}]}}]}}]} as unknown as DocumentNode<FuneralCancelPolicyMutation, FuneralCancelPolicyMutationVariables>;
export const FuneralPolicyClientDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FuneralPolicyClientDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"forClientId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FuneralPolicyClientDocumentsQuery, FuneralPolicyClientDocumentsQueryVariables>;
export const FuneralInsuranceOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FuneralInsuranceOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralQuoteClientFields"}},{"kind":"Field","name":{"kind":"Name","value":"funeralPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralPolicySummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralQuoteClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralPolicySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currentPremiumTotal"}}]}}]} as unknown as DocumentNode<FuneralInsuranceOverviewQuery, FuneralInsuranceOverviewQueryVariables>;
export const FuneralMemberDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FuneralMemberDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralMemberFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralMemberContactFields"}},{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"ageAtSignup"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiresDate"}}]}}]} as unknown as DocumentNode<FuneralMemberDetailQuery, FuneralMemberDetailQueryVariables>;
export const FuneralCreateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FuneralCreateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralMemberCoverFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralMemberContactFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"ageAtSignup"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberCoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"premium"}},{"kind":"Field","name":{"kind":"Name","value":"covered"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiresDate"}}]}}]} as unknown as DocumentNode<FuneralCreateMemberMutation, FuneralCreateMemberMutationVariables>;
export const FuneralUpdateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FuneralUpdateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralMemberCoverFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralMemberContactFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"ageAtSignup"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberCoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"premium"}},{"kind":"Field","name":{"kind":"Name","value":"covered"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralMemberContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiresDate"}}]}}]} as unknown as DocumentNode<FuneralUpdateMemberMutation, FuneralUpdateMemberMutationVariables>;
export const FuneralThirdPartyPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FuneralThirdPartyPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientobligation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralThirdPartyPolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralThirdPartyPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThirdPartyFuneralPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"premiumAmount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"livesCovered"}},{"kind":"Field","name":{"kind":"Name","value":"policyType"}},{"kind":"Field","name":{"kind":"Name","value":"policyTypeLabel"}}]}}]} as unknown as DocumentNode<FuneralThirdPartyPolicyQuery, FuneralThirdPartyPolicyQueryVariables>;
export const FuneralCreateThirdPartyPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FuneralCreateThirdPartyPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientObligationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClientObligation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralThirdPartyPolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralThirdPartyPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThirdPartyFuneralPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"premiumAmount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"livesCovered"}},{"kind":"Field","name":{"kind":"Name","value":"policyType"}},{"kind":"Field","name":{"kind":"Name","value":"policyTypeLabel"}}]}}]} as unknown as DocumentNode<FuneralCreateThirdPartyPolicyMutation, FuneralCreateThirdPartyPolicyMutationVariables>;
export const FuneralUpdateThirdPartyPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FuneralUpdateThirdPartyPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientObligationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClientObligation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralThirdPartyPolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralThirdPartyPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThirdPartyFuneralPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"premiumAmount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"livesCovered"}},{"kind":"Field","name":{"kind":"Name","value":"policyType"}},{"kind":"Field","name":{"kind":"Name","value":"policyTypeLabel"}}]}}]} as unknown as DocumentNode<FuneralUpdateThirdPartyPolicyMutation, FuneralUpdateThirdPartyPolicyMutationVariables>;
export const FuneralGetQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FuneralGetQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"age"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ageSpouse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gender"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spouse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"children"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childAges"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coverAmount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parents"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteDependantInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"extended"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteDependantInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"income"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPolicyQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"age"},"value":{"kind":"Variable","name":{"kind":"Name","value":"age"}}},{"kind":"Argument","name":{"kind":"Name","value":"ageSpouse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ageSpouse"}}},{"kind":"Argument","name":{"kind":"Name","value":"gender"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gender"}}},{"kind":"Argument","name":{"kind":"Name","value":"spouse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spouse"}}},{"kind":"Argument","name":{"kind":"Name","value":"children"},"value":{"kind":"Variable","name":{"kind":"Name","value":"children"}}},{"kind":"Argument","name":{"kind":"Name","value":"childAges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childAges"}}},{"kind":"Argument","name":{"kind":"Name","value":"coverAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coverAmount"}}},{"kind":"Argument","name":{"kind":"Name","value":"parents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parents"}}},{"kind":"Argument","name":{"kind":"Name","value":"extended"},"value":{"kind":"Variable","name":{"kind":"Name","value":"extended"}}},{"kind":"Argument","name":{"kind":"Name","value":"income"},"value":{"kind":"Variable","name":{"kind":"Name","value":"income"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralPolicyQuoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralPolicyQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PolicyQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumBeforeMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPremiumShortfall"}},{"kind":"Field","name":{"kind":"Name","value":"totalCover"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"policyType"}},{"kind":"Field","name":{"kind":"Name","value":"pricingVersion"}},{"kind":"Field","name":{"kind":"Name","value":"lives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"coverAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cappedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"capMessage"}},{"kind":"Field","name":{"kind":"Name","value":"premium"}}]}}]}}]} as unknown as DocumentNode<FuneralGetQuoteQuery, FuneralGetQuoteQueryVariables>;
export const FuneralQuoteClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FuneralQuoteClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FuneralQuoteClientFields"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"cellNumbers"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FuneralQuoteClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}}]} as unknown as DocumentNode<FuneralQuoteClientQuery, FuneralQuoteClientQueryVariables>;
export const FuneralCreateSaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FuneralCreateSale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"funeral"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FuneralSaleInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bankAccount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaleBankAccountInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"beneficiary"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaleBeneficiaryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"members"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaleMemberInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesInteraction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInteractionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSalesInteractionPolicyWithMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"funeral"},"value":{"kind":"Variable","name":{"kind":"Name","value":"funeral"}}},{"kind":"Argument","name":{"kind":"Name","value":"bankAccount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bankAccount"}}},{"kind":"Argument","name":{"kind":"Name","value":"beneficiary"},"value":{"kind":"Variable","name":{"kind":"Name","value":"beneficiary"}}},{"kind":"Argument","name":{"kind":"Name","value":"members"},"value":{"kind":"Variable","name":{"kind":"Name","value":"members"}}},{"kind":"Argument","name":{"kind":"Name","value":"salesInteraction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesInteraction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"payAtNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"debitOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"documentUploadToken"}}]}}]}}]} as unknown as DocumentNode<FuneralCreateSaleMutation, FuneralCreateSaleMutationVariables>;
export const FuneralCreateClientDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FuneralCreateClientDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClientDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClientDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FuneralCreateClientDocumentMutation, FuneralCreateClientDocumentMutationVariables>;