// What a document upload may be, for the browser (checks before sending), the gateway (which
// streams it) and the vault (which stores it): one list, one limit, one set of messages.
// docs/contracts/vault-files-issue-5.md

export const UPLOAD_CONTENT_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'];
/** At most 5 MiB; photos are scaled in the browser well below it first. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** A visitor's capability from their sale (SaleResult.documentUploadToken). */
export const UPLOAD_TOKEN_HEADER = 'x-imali-upload-token';

export const UPLOAD_TYPE_MESSAGE = 'Upload a JPEG, PNG or PDF file';
export const UPLOAD_SIZE_MESSAGE = 'The file is larger than 5 MB';
export const UPLOAD_SIGN_IN_MESSAGE = 'Sign in to upload documents';

/** The declared type without parameters, lower case: `Image/JPEG; q=1` → `image/jpeg`. */
export function uploadContentType(declared: unknown): string {
  return typeof declared === 'string' ? declared.split(';')[0]!.trim().toLowerCase() : '';
}

/** The message for a file the vault will refuse by its declared type or size; undefined when it may be sent. */
export function uploadProblem(file: { type: string; size: number }): string | undefined {
  if (!UPLOAD_CONTENT_TYPES.includes(uploadContentType(file.type))) return UPLOAD_TYPE_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_SIZE_MESSAGE;
  return undefined;
}
