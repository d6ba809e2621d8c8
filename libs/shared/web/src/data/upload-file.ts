// Sends one file to the vault (POST /files on the same origin; docs/contracts/vault-files-issue-5.md)
// with upload progress. Signed-in clients are known by their session cookie; a visitor who has
// just bought a policy sends the sale's documentUploadToken.

import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE, uploadProblem } from '@imali/shared/domain';

/** The types the vault takes (@imali/shared/domain). */
export const UPLOAD_TYPES: readonly string[] = UPLOAD_CONTENT_TYPES;
/** For a file input's `accept`. */
export const UPLOAD_ACCEPT = UPLOAD_TYPES.join(',');

export interface UploadedFile {
  readonly id: string;
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
}

export interface UploadFileOptions {
  /** The file's name as the client chose it (kept for the vault's listing). */
  name?: string;
  /** A visitor's capability from the sale (SaleResult.documentUploadToken). */
  uploadToken?: string | null;
  /** 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Where the vault's upload is served (tests). */
  endpoint?: string;
}

/** A failed upload, with a message fit to show the client. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export { UPLOAD_MAX_BYTES, UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE, uploadProblem };
export const UPLOAD_FAILED_MESSAGE = 'The upload did not finish. Check your connection and try again.';


export function uploadFile(file: Blob, { name, uploadToken, onProgress, signal, endpoint = '/files' }: UploadFileOptions = {}): Promise<UploadedFile> {
  const problem = uploadProblem(file);
  if (problem) return Promise.reject(new UploadError(problem, 400, 'BAD_USER_INPUT'));
  return new Promise<UploadedFile>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint);
    request.withCredentials = true;
    request.responseType = 'text';
    request.setRequestHeader('Content-Type', file.type);
    const fileName = name ?? (file as File).name;
    if (fileName) request.setRequestHeader('X-File-Name', encodeURIComponent(fileName));
    if (uploadToken) request.setRequestHeader('X-Imali-Upload-Token', uploadToken) // UPLOAD_TOKEN_HEADER, in its usual capitals;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      type Body = { id?: string; name?: string; contentType?: string; size?: number; error?: { code?: string; message?: string } };
      let body: Body;
      try {
        body = JSON.parse(request.responseText || '{}') as Body;
      } catch {
        body = {};
      }
      if (request.status >= 200 && request.status < 300 && typeof body.id === 'string') {
        onProgress?.(1);
        resolve({ id: body.id, name: body.name ?? fileName ?? '', contentType: body.contentType ?? file.type, size: body.size ?? file.size });
      } else {
        // Any hop may refuse a large body (web origin, ingress, gateway), not all with our JSON.
        const fallback = request.status === 413 ? UPLOAD_SIZE_MESSAGE : request.status === 415 ? UPLOAD_TYPE_MESSAGE : UPLOAD_FAILED_MESSAGE;
        reject(new UploadError(body.error?.message ?? fallback, request.status, body.error?.code ?? (request.status === 413 ? 'PAYLOAD_TOO_LARGE' : undefined)));
      }
    };
    request.onerror = () => reject(new UploadError(UPLOAD_FAILED_MESSAGE, 0));
    request.onabort = () => reject(new UploadError('The upload was cancelled', 0, 'ABORTED'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
