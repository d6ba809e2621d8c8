// The client-document record's rules (credit-life-clearance-vault-policies-groups.md §3.3, §7.3).
import { required, SELECT_ONE_MESSAGE, type FieldError } from '@imali/shared/validation';

/** §3.3's types (group documents and mandates are made by the back office, not uploaded). */
export const CLIENT_DOCUMENT_TYPES = ['SELFIE', 'RSA_ID', 'COVID19_VACCINATION_CERTIFICATE', 'CLEARANCE_CERTIFICATE', 'HYPHEN', 'PAYSLIP', 'OTHER'] as const;
/** Where an upload may come from. */
export const CLIENT_DOCUMENT_SOURCES = ['DOCUMENT_VAULT_UPLOAD', 'FUNERAL_QUICK_QUOTE'] as const;
export const DEFAULT_DOCUMENT_SOURCE = 'DOCUMENT_VAULT_UPLOAD';
export const FILE_NOT_FOUND_MESSAGE = 'Upload the file first';
export const NAME_LENGTH_MESSAGE = 'At most 100 characters';

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
  add('name', required(name) ?? (String(name).length > 100 ? NAME_LENGTH_MESSAGE : undefined));
  if (input.source) add('source', (CLIENT_DOCUMENT_SOURCES as readonly string[]).includes(input.source.trim().toUpperCase()) ? undefined : SELECT_ONE_MESSAGE);
  if (input.description && input.description.length > 1000) add('description', 'At most 1000 characters');
  return errors;
}
