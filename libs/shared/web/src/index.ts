// Web plumbing shared by the shell and the remotes, by concern: data/ (the Apollo Client factory,
// used by the shell only; GraphQL and cache helpers, idempotency keys, uploads and photo scaling),
// forms/ (final-form fields and adapters), feedback/ (error messages and details), wizard/ (the
// one wizard engine: steps as data, drafts, analytics, the stepped modal), layout/ (the
// contact panel and the terms modal that any page opens), bank-accounts/ (the add-bank-account
// dialog and its fields), mandate/ (the debit order mandate wizard), budget/ (the one Budget form). Import from '@imali/shared/web' only.
export { createApolloClient, createApolloCache, type ApolloClientOptions, type PendingAnswer } from './data/create-apollo-client';
export { errorMessage, fieldErrors, NETWORK_ERROR_MESSAGE } from './feedback/errors';
export { TextField, type TextFieldProps } from './forms/text-field';
export { errorCode, errorExtensions, submissionErrors, type SubmissionErrorOptions } from './feedback/error-details';
export { newIdempotencyKey } from './data/idempotency-key';
export { InputField, type InputFieldProps } from './forms/input-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './forms/select-field';
export { CheckboxField, type CheckboxFieldProps } from './forms/checkbox-field';
export { RadioGroupField, type RadioGroupFieldProps, type RadioOption } from './forms/radio-group-field';
export { TextAreaField, type TextAreaFieldProps } from './forms/text-area-field';
export { sanitizeHtml } from './layout/sanitize-html';
export { TALK_ABOUT_OPTIONS, talkAboutForRouting, type TalkAbout } from './layout/contact-routing';
export { SharedCreateLeadDocument, type CreateLeadInput, type SharedCreateLeadMutation, type SharedCreateLeadMutationVariables } from './gql/graphql';
export {
  ContactPanel,
  ContactPanelButton,
  ContactPanelProvider,
  useContactPanel,
  CONTACT_PANEL_TITLE,
  CONTACT_PANEL_TEXT,
  CONTACT_PANEL_SUCCESS_TITLE,
  CONTACT_PANEL_SUCCESS_TEXT,
  CONTACT_PANEL_RESET_DELAY_MS,
  type ContactPanelProps,
  type ContactPanelButtonProps,
  type ContactPanelControls,
  type ContactFormValues,
  type ContactPanelPhase,
  type UseContactPanelOptions,
} from './layout/contact-panel';
export { SharedTermsTemplateDocument, type SharedTermsTemplateQuery } from './gql/graphql';
export { TermsModal, TermsLink, useTermsModal, TERMS_TEMPLATE_NAME, TERMS_TITLE, type TermsModalProps, type TermsLinkProps, type TermsModalControls } from './layout/terms-modal';
export {
  AddBankAccountDialog,
  BANKING_DETAILS_TITLE,
  ADDING_BANK_ACCOUNT_TITLE,
  type AddBankAccountDialogProps,
} from './bank-accounts/add-bank-account-dialog';
export {
  BankAccountFields,
  BANK_OPTIONS,
  BANK_ACCOUNT_FORM_FIELDS,
  DEFAULT_BANK_ID,
  SELECT_BANK_MESSAGE,
  bankById,
  bankAccountFormValues,
  bankAccountSubmissionErrors,
  toBankAccountInput,
  type BankAccountFieldsProps,
  type BankAccountFormValues,
  type SharedBankAccount,
} from './bank-accounts/add-bank-account-dialog-fields';
export {
  SharedCreateBankAccountDocument,
  type BankAccountInput,
  type SharedCreateBankAccountMutation,
  type SharedCreateBankAccountMutationVariables,
} from './gql/graphql';
export {
  PHOTO_TYPES,
  PHOTO_ACCEPT,
  PHOTO_MAX_SIZE,
  PHOTO_QUALITY,
  DOCUMENT_IMAGE_MAX_SIZE,
  isAcceptedPhotoType,
  fitWithin,
  scalePhoto,
  scaleDocumentImage,
  base64FromDataUrl,
  type ScalePhotoOptions,
} from './data/scale-image';
export {
  uploadFile,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  UploadError,
  uploadProblem,
  UPLOAD_TYPE_MESSAGE,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  type UploadedFile,
  type UploadFileOptions,
} from './data/upload-file';
export { useFormField, FieldFrame, FieldError, type FormFieldState } from './forms/form-field';
export { fieldMessage } from './forms/field-message';
export { textOrNull, typedNumber } from './forms/form-values';
export { toFinalFormErrors, type FinalFormErrorsOptions } from './forms/final-form-errors';
export { addToCachedClientList } from './data/cached-client-list';
export { SIGNED_IN_HINT_KEY, wasSignedIn } from './data/signed-in-hint';
export {
  useIdempotentSubmit,
  createIdempotentSubmitter,
  type IdempotentSubmit,
  type IdempotentSubmitter,
  type IdempotentSubmitOptions,
} from './data/use-idempotent-submit';
export {
  wizardReducer,
  initialWizardState,
  nextStepOf,
  firstShownStep,
  startStepOf,
  isStepSkipped,
  findStep,
  stepTitles,
  stepProgress,
  type WizardStep,
  type WizardDefinition,
  type WizardState,
  type WizardAction,
  type WizardProgress,
  type WizardValuesUpdate,
} from './wizard/wizard-machine';
export { useWizard, type UseWizardOptions, type WizardControl, type WizardMoveOptions, type WizardGoToOptions } from './wizard/use-wizard';
export { wizardDraft, wizardDraftKey, WIZARD_DRAFT_TTL_MS, type WizardDraft, type WizardDraftOptions, type DraftStorage } from './wizard/wizard-draft';
export { WizardAnalyticsProvider, useWizardAnalytics, NO_WIZARD_ANALYTICS, type WizardAnalytics, type WizardEvent } from './wizard/wizard-analytics';
export { WizardModal, WizardStepFrame, WizardProgressHeader, type WizardModalProps, type WizardStepFrameProps, type WizardProgressHeaderProps } from './wizard/wizard-modal';
export {
  AccountHolderSignature,
  awaitsAccountHolderSignature,
  holderSignatureTitle,
  signLinkSentText,
  RESEND_SIGN_LINK_ERROR,
  RESEND_SIGN_LINK_LABEL,
  RESEND_SIGN_LINK_SENDING_LABEL,
  type AccountHolderSignatureProps,
} from './mandate/account-holder-signature';
export { DebitOrderMandateWizard, SIGN_LINK_PROBLEM_TITLE, SIGN_LINK_EXPIRED_TITLE, SIGN_LINK_SUPERSEDED_TITLE, debitOrderFromToken, type DebitOrderMandateWizardProps, type DebitOrder } from './mandate/debit-order-mandate-wizard';
export {
  mandateWizard,
  mandateRoute,
  payDayText,
  MANDATE_WIZARD_STEPS,
  MANDATE_WIZARD_TITLE,
  SIGNED_TITLE,
  DEBICHECK_TITLE,
  CONFIRM_TITLE,
  SUPPORT_CONTACT,
  type MandateWizardStep,
  type MandateWizardValues,
  type MandateRouting,
} from './mandate/mandate-wizard-steps';
export { SharedDebitOrderDocument, SharedUpdateDebitOrderDocument, type SharedDebitOrderQuery, type SharedUpdateDebitOrderMutation } from './gql/graphql';
export { SharedDebitOrderToSignDocument, SharedSignDebitOrderWithTokenDocument, type SharedDebitOrderToSignFieldsFragment } from './gql/graphql';
export { CreditCheckSteps, CreditCheckModal, CREDIT_CHECK_INCOME_MAX, type CreditCheckStepsProps, type CreditCheckModalProps } from './credit-check/credit-check-wizard';
export {
  creditCheckWizard,
  initialCreditCheckValues,
  attemptsLeftText,
  CREDIT_CHECK_STEPS,
  CREDIT_CHECK_TITLE,
  ERROR_TITLE as CREDIT_CHECK_ERROR_TITLE,
  TRY_AGAIN_LABEL,
  NEVERMIND_LABEL,
  ATTEMPT_LIMIT_MESSAGE,
  WRONG_ANSWERS_MESSAGE,
  CREDIT_RECORD_FAILURE_MESSAGE,
  type CreditCheckStep,
  type CreditCheckValues,
} from './credit-check/credit-check-steps';
export { SharedGetChallengeDocument, SharedDoChallengeDocument, type SharedGetChallengeQuery, type SharedDoChallengeQuery } from './gql/graphql';
export {
  BudgetForm,
  BudgetModal,
  IncomeTip,
  type BudgetFormProps,
  type BudgetModalProps,
} from './budget/budget-form';
export { BUDGET_TITLE, BUDGET_SAVE_LABEL, BUDGET_LOCKED_TEXT, BUDGET_LOAD_ERROR, INCOME_TIP, INCOME_ESTIMATED_TIP } from './budget/budget-texts';
export { SharedBudgetDocument, SharedSaveBudgetDocument, SharedUpdateIncomeDocument, type SharedBudgetQuery } from './gql/graphql';
export { developmentSwitchesAllowed, featureFlags, isDevelopmentBuild } from './feature-flags/feature-flags';
