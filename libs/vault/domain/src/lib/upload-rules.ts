// What a vault upload may be, before it is sent (the browser) and when it arrives (the vault):
// the shared type and size rule (@imali/shared/domain, 5 MB, JPEG, PNG or PDF) plus an empty
// file and a name with control or bidirectional-override characters, refused rather than
// quietly cleaned (issue 15 "Bad input"). The spec gives no words for these: ours
// (docs/decisions/vault-upload-messages.md).
import { FILE_NAME_MAX_LENGTH, uploadContentType, uploadProblem } from '@imali/shared/domain';

export const UPLOAD_EMPTY_MESSAGE = 'The file is empty';
export const UPLOAD_NAME_MESSAGE = 'The file name has characters that are not allowed; rename the file and try again';
export const UPLOAD_NAME_LENGTH_MESSAGE = `The file name is longer than ${FILE_NAME_MAX_LENGTH} characters; rename the file and try again`;

// C0 and C1 controls, DEL, and the bidirectional marks, embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The message for a file name the vault refuses; undefined when it may be sent. A missing name passes (a camera photo has none). */
export function uploadNameProblem(name: unknown): string | undefined {
  if (name === undefined || name === null || name === '') return undefined;
  if (typeof name !== 'string' || INVISIBLE.test(name)) return UPLOAD_NAME_MESSAGE;
  if ([...name].length > FILE_NAME_MAX_LENGTH) return UPLOAD_NAME_LENGTH_MESSAGE;
  return undefined;
}

/**
 * §9 "Photo types png and jpeg": a document that is a photo of the client (the selfie) is a JPEG
 * or PNG, never a PDF. The words are the profile photo's (docs/decisions/vault-selfie-photo-types.md).
 */
export const PHOTO_CONTENT_TYPES: readonly string[] = ['image/jpeg', 'image/png'];
export const PHOTO_DOCUMENT_TYPES: readonly string[] = ['SELFIE'];
export const PHOTO_TYPE_MESSAGE = 'Please choose a PNG or JPEG photo';

/** The message for a file that is not a JPEG or PNG photo (by its type: the declared one in the browser, the sniffed one in the vault). */
export function photoProblem(contentType: unknown): string | undefined {
  return PHOTO_CONTENT_TYPES.includes(uploadContentType(contentType)) ? undefined : PHOTO_TYPE_MESSAGE;
}

/** The message for a file of this content type filed as this document type; undefined when it may be (only a photo type narrows the upload rule). */
export function documentContentProblem(documentType: unknown, contentType: unknown): string | undefined {
  const type = typeof documentType === 'string' ? documentType.trim().toUpperCase() : '';
  return PHOTO_DOCUMENT_TYPES.includes(type) ? photoProblem(contentType) : undefined;
}

/**
 * Everything the browser can check of a chosen file: type, size, emptiness and name, and, given the
 * document type, whether that type takes it (a selfie is a photo). The vault checks the bytes again.
 */
export function vaultUploadProblem(file: { name?: string; type: string; size: number }, documentType?: string): string | undefined {
  return (
    uploadProblem(file) ??
    (file.size === 0 ? UPLOAD_EMPTY_MESSAGE : undefined) ??
    uploadNameProblem(file.name) ??
    (documentType === undefined ? undefined : documentContentProblem(documentType, file.type))
  );
}

/**
 * How many documents one client's vault holds (docs/decisions/vault-document-limit.md): every
 * document but those the vault generates itself from a policy's data. The spec gives no number.
 */
export const VAULT_DOCUMENT_LIMIT = 200;
export const VAULT_DOCUMENT_LIMIT_MESSAGE = `Your vault is full: it holds at most ${VAULT_DOCUMENT_LIMIT} documents. Please contact support to make room for more.`;

/**
 * How many files one client may upload (POST /files) in 24 hours that are not recorded as documents
 * (docs/decisions/vault-unrecorded-upload-limit.md). Uploading and recording, the pages' way, never
 * meets it. The spec gives no number.
 */
export const VAULT_UNRECORDED_UPLOAD_LIMIT = 30;
export const VAULT_UNRECORDED_UPLOAD_WINDOW_MS = 24 * 3600_000;
export const VAULT_UNRECORDED_UPLOAD_MESSAGE = `You have uploaded ${VAULT_UNRECORDED_UPLOAD_LIMIT} files in the last 24 hours that are not saved as documents. Please try again tomorrow.`;
