// What the vault accepts as an upload (docs/contracts/vault-files-issue-5.md).
import { sniffContentType, type SniffedContentType } from '@imali/shared/nest';

import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_SIGN_IN_MESSAGE, UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE, safeFileName, uploadContentType } from '@imali/shared/domain';

// The shared upload facts under the vault's names.
export const MAX_FILE_BYTES = UPLOAD_MAX_BYTES;
export const ACCEPTED_CONTENT_TYPES = UPLOAD_CONTENT_TYPES;
export const FILE_TYPE_MESSAGE = UPLOAD_TYPE_MESSAGE;
export const FILE_SIZE_MESSAGE = UPLOAD_SIZE_MESSAGE;
export const SIGN_IN_MESSAGE = UPLOAD_SIGN_IN_MESSAGE;

/**
 * The stored name of an upload from its X-File-Name header (percent-encoded by the browser):
 * the shared safe name (no path, control or bidi characters, bounded, the sniffed type's extension).
 */
export function cleanFileName(raw: unknown, contentType: SniffedContentType): string {
  let name: unknown = raw;
  if (typeof raw === 'string') {
    try {
      name = decodeURIComponent(raw);
    } catch {
      name = raw;
    }
  }
  return safeFileName(name, contentType);
}

export type UploadCheck = { ok: true; contentType: SniffedContentType } | { ok: false; status: 413 | 415; code: string; message: string };

/** The declared type must be one we take, and the bytes must really be that kind of file. */
export function checkUpload(declaredType: unknown, data: Buffer): UploadCheck {
  if (data.length > MAX_FILE_BYTES) return { ok: false, status: 413, code: 'PAYLOAD_TOO_LARGE', message: FILE_SIZE_MESSAGE };
  const declared = uploadContentType(declaredType);
  const sniffed = sniffContentType(data);
  if (!ACCEPTED_CONTENT_TYPES.includes(declared) || !sniffed) return { ok: false, status: 415, code: 'BAD_USER_INPUT', message: FILE_TYPE_MESSAGE };
  // A JPEG sent as PNG is still a picture we can show; what matters is what the bytes are.
  return { ok: true, contentType: sniffed };
}
