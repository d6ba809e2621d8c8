// The client-document record's rules (credit-life-clearance-vault-policies-groups.md §3.3, §7.3).
import { FREE_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH, atMostCharactersMessage, maxLength, required, SELECT_ONE_MESSAGE, type FieldError } from '@imali/shared/validation';

/** §3.3's types a client records: their own uploads. */
export const CLIENT_DOCUMENT_TYPES = ['SELFIE', 'RSA_ID', 'COVID19_VACCINATION_CERTIFICATE', 'CLEARANCE_CERTIFICATE', 'HYPHEN', 'PAYSLIP', 'OTHER'] as const;
/** §3.3's group documents and debit order mandates: also recorded with createClientDocument (a signed copy the client keeps). */
export const BACK_OFFICE_DOCUMENT_TYPES = ['WAITING_PERIOD_ACCEPTANCE', 'ADDENDUM_TO_CONSTITUTION', 'FUNERAL_CONSTITUTION', 'FUNERAL_POLICY_DOCUMENT', 'NOVATION_DOCUMENT', 'DEBIT_ORDER_MANDATE'] as const;
/** Made only by the vault's PDF templates (never uploaded): docs/decisions/vault-generated-documents.md. */
export const GENERATED_DOCUMENT_TYPES = ['FUNERAL_POLICY_SCHEDULE', 'FUNERAL_POLICY_WORDING', 'FUNERAL_LETTER', 'CREDIT_LIFE_CERTIFICATE', 'CREDIT_LIFE_AGREEMENT'] as const;
/** Every type createClientDocument accepts. */
export const RECORDABLE_DOCUMENT_TYPES = [...CLIENT_DOCUMENT_TYPES, ...BACK_OFFICE_DOCUMENT_TYPES] as const;
/** Where an upload may come from. */
export const CLIENT_DOCUMENT_SOURCES = ['DOCUMENT_VAULT_UPLOAD', 'FUNERAL_QUICK_QUOTE'] as const;
/** Where the vault's own documents come from: its PDF templates, and the national vaccine certificate system. */
export const VAULT_DOCUMENT_SOURCES = ['GENERATED', 'NATIONAL_VACCINE_SYSTEM'] as const;
export const DEFAULT_DOCUMENT_SOURCE = 'DOCUMENT_VAULT_UPLOAD';
export const FILE_NOT_FOUND_MESSAGE = 'Upload the file first';
export const NAME_LENGTH_MESSAGE = atMostCharactersMessage(SHORT_TEXT_MAX_LENGTH);
/** fromSimplicity true from a caller of createClientDocument (docs/decisions/vault-document-from-simplicity.md). */
export const FROM_SIMPLICITY_MESSAGE = 'Only documents received from the insurer can be marked as from Simplicity';

export interface ClientDocumentFields {
  type?: string | null;
  name?: string | null;
  source?: string | null;
  description?: string | null;
  fromSimplicity?: boolean | null;
}

export function clientDocumentErrors(input: ClientDocumentFields): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | undefined) => message && errors.push({ field, message });
  add('type', required(input.type) ?? ((RECORDABLE_DOCUMENT_TYPES as readonly string[]).includes(String(input.type).trim().toUpperCase()) ? undefined : SELECT_ONE_MESSAGE));
  const name = typeof input.name === 'string' ? input.name.trim() : input.name;
  add('name', required(name) ?? maxLength(SHORT_TEXT_MAX_LENGTH)(name));
  if (input.source) add('source', (CLIENT_DOCUMENT_SOURCES as readonly string[]).includes(input.source.trim().toUpperCase()) ? undefined : SELECT_ONE_MESSAGE);
  add('description', maxLength(FREE_TEXT_MAX_LENGTH)(input.description));
  // An upload is the client's own copy: never made to look like the insurer's official one.
  add('fromSimplicity', input.fromSimplicity === undefined || input.fromSimplicity === null || input.fromSimplicity === false ? undefined : FROM_SIMPLICITY_MESSAGE);
  return errors;
}

/** The idempotency scope of createClientDocument: one per document type. */
export const CLIENT_DOCUMENT_IDEMPOTENCY_SCOPE = 'client-document';

/**
 * Which upload a createClientDocument repeats (docs/decisions/vault-document-for-someone-else.md,
 * addendum "The same file twice"): the client's stored file (the same bytes are one file), filed as
 * the same type, about the same person (null, "me", for the client). A retried or double submit
 * sends all three again and gets the first document; the same bytes as another type, or about
 * someone else, are another document.
 */
export function sameUploadKey(fileId: string, type: string, forClientId: string | null): { scope: string; key: string } {
  return { scope: `${CLIENT_DOCUMENT_IDEMPOTENCY_SCOPE}:${type}`, key: `${fileId.toLowerCase()}/${forClientId?.toLowerCase() ?? 'me'}` };
}
