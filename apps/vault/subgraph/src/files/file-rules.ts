// What the vault accepts as an upload (docs/contracts/vault-files-issue-5.md).
import { sniffContentType, type SniffedContentType } from '@imali/shared/nest';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_CONTENT_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'];
export const FILE_TYPE_MESSAGE = 'Upload a JPEG, PNG or PDF file';
export const FILE_SIZE_MESSAGE = 'The file is larger than 5 MB';
export const SIGN_IN_MESSAGE = 'Sign in to upload documents';

const DEFAULT_NAMES: Record<SniffedContentType, string> = { 'image/jpeg': 'upload.jpg', 'image/png': 'upload.png', 'application/pdf': 'upload.pdf' };

/** A readable, harmless file name: no paths, no control characters, at most 120 characters. */
export function cleanFileName(raw: unknown, contentType: SniffedContentType): string {
  let name = '';
  if (typeof raw === 'string') {
    try {
      name = decodeURIComponent(raw);
    } catch {
      name = raw;
    }
  }
  // No paths, no control characters (code points below 32 and 127), no characters file systems refuse.
  name = [...name.replace(/^.*[\\/]/, '')].filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127 && !'"<>|:*?'.includes(char)).join('').trim().slice(0, 120);
  return name || DEFAULT_NAMES[contentType];
}

export type UploadCheck = { ok: true; contentType: SniffedContentType } | { ok: false; status: 413 | 415; code: string; message: string };

/** The declared type must be one we take, and the bytes must really be that kind of file. */
export function checkUpload(declaredType: unknown, data: Buffer): UploadCheck {
  if (data.length > MAX_FILE_BYTES) return { ok: false, status: 413, code: 'PAYLOAD_TOO_LARGE', message: FILE_SIZE_MESSAGE };
  const declared = typeof declaredType === 'string' ? declaredType.split(';')[0]!.trim().toLowerCase() : '';
  const sniffed = sniffContentType(data);
  if (!ACCEPTED_CONTENT_TYPES.includes(declared) || !sniffed) return { ok: false, status: 415, code: 'BAD_USER_INPUT', message: FILE_TYPE_MESSAGE };
  // A JPEG sent as PNG is still a picture we can show; what matters is what the bytes are.
  return { ok: true, contentType: sniffed };
}
