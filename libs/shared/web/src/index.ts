// Web plumbing shared by the shell and the remotes: the Apollo Client factory (used by the
// shell only), error helpers and final-form adapters.
export { createApolloClient, createApolloCache, type ApolloClientOptions } from './lib/create-apollo-client';
export { errorMessage, fieldErrors, NETWORK_ERROR_MESSAGE } from './lib/errors';
export { TextField, type TextFieldProps } from './lib/text-field';
export { errorCode, errorExtensions, submissionErrors, type SubmissionErrorOptions } from './lib/error-details';
export { newIdempotencyKey } from './lib/idempotency-key';
export { InputField, type InputFieldProps } from './lib/input-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './lib/select-field';
export { CheckboxField, type CheckboxFieldProps } from './lib/checkbox-field';
export { TextAreaField, type TextAreaFieldProps } from './lib/text-area-field';
export { sanitizeHtml } from './lib/sanitize-html';
export { TALK_ABOUT_OPTIONS, talkAboutForRouting, type TalkAbout } from './lib/contact-routing';
export { SHARED_CREATE_LEAD, type CreateLeadInput, type SharedCreateLeadData, type SharedCreateLeadVariables } from './lib/contact-panel.graphql';
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
} from './lib/contact-panel';
export { SHARED_TERMS_TEMPLATE, TERMS_TEMPLATE_NAME, type SharedTermsTemplateData } from './lib/terms.graphql';
export { TermsModal, TermsLink, useTermsModal, TERMS_TITLE, type TermsModalProps, type TermsLinkProps, type TermsModalControls } from './lib/terms-modal';
export {
  AddBankAccountDialog,
  BANKING_DETAILS_TITLE,
  ADDING_BANK_ACCOUNT_TITLE,
  type AddBankAccountDialogProps,
} from './lib/add-bank-account-dialog';
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
} from './lib/add-bank-account-dialog-fields';
export {
  SHARED_CREATE_BANK_ACCOUNT,
  type BankAccountInput,
  type SharedBankAccount,
  type SharedCreateBankAccountData,
  type SharedCreateBankAccountVariables,
} from './lib/add-bank-account-dialog.graphql';
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
} from './lib/scale-image';
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
} from './lib/upload-file';
export { useFormField, FieldFrame, type FormFieldState } from './lib/form-field';
export { fieldMessage } from './lib/field-message';
export { textOrNull, typedNumber } from './lib/form-values';
export { toFinalFormErrors, type FinalFormErrorsOptions } from './lib/final-form-errors';
export { operationDocument } from './lib/operation-document';
export { addToCachedClientList } from './lib/cached-client-list';
