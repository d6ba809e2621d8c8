// The client-document record's rules (credit-life-clearance-vault-policies-groups.md §3.3, §7.3).
import { FREE_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH, atMostCharactersMessage, maxLength, required, SELECT_ONE_MESSAGE, type FieldError } from '@imali/shared/validation';

/** §3.3's types (group documents and mandates are made by the back office, not uploaded). */
export const CLIENT_DOCUMENT_TYPES = ['SELFIE', 'RSA_ID', 'COVID19_VACCINATION_CERTIFICATE', 'CLEARANCE_CERTIFICATE', 'HYPHEN', 'PAYSLIP', 'OTHER'] as const;
/** Where an upload may come from. */
export const CLIENT_DOCUMENT_SOURCES = ['DOCUMENT_VAULT_UPLOAD', 'FUNERAL_QUICK_QUOTE'] as const;
export const DEFAULT_DOCUMENT_SOURCE = 'DOCUMENT_VAULT_UPLOAD';
export const FILE_NOT_FOUND_MESSAGE = 'Upload the file first';
export const NAME_LENGTH_MESSAGE = atMostCharactersMessage(SHORT_TEXT_MAX_LENGTH);

export interface ClientDocumentFields {
  type?: string | null;
  name?: string | null;
  source?: string | null;
  description?: string | null;
}

export function clientDocumentErrors(input: ClientDocumentFields): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | undefined) => message && errors.push({ field, message });
  add('type', required(input.type) ?? ((CLIENT_DOCUMENT_TYPES as readonly string[]).includes(String(input.type).trim().toUpperCase()) ? undefined : SELECT_ONE_MESSAGE));
  const name = typeof input.name === 'string' ? input.name.trim() : input.name;
  add('name', required(name) ?? maxLength(SHORT_TEXT_MAX_LENGTH)(name));
  if (input.source) add('source', (CLIENT_DOCUMENT_SOURCES as readonly string[]).includes(input.source.trim().toUpperCase()) ? undefined : SELECT_ONE_MESSAGE);
  add('description', maxLength(FREE_TEXT_MAX_LENGTH)(input.description));
  return errors;
}
