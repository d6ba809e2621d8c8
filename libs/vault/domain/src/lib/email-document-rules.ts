// §5.4 "Email document: email required and valid" (mutation emailClientDocument(id, email)):
// the e-mail dialog's field and the vault subgraph's check, one rule map. validateEmail refuses
// an address over 254 characters itself, in the spec's words.
import { required, validateEmail, type ValidationRules } from '@imali/shared/validation';

export const EMAIL_DOCUMENT_RULES: ValidationRules = {
  email: [required, validateEmail],
};
