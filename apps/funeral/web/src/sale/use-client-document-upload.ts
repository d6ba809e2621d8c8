// One client document (funeral.md §3 "Documents", §7 CreateClientDocument): the file is made
// small, sent to the vault (POST /files) with progress, then recorded as the client's document.
// Used by the purchase wizard, the chat-style sale and anywhere a client adds a document.
import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { errorMessage, scaleDocumentImage, uploadFile, UploadError, UPLOAD_FAILED_MESSAGE } from '@imali/shared/web';
import { FuneralCreateClientDocumentDocument, type CreateClientDocumentInput } from '../gql/graphql';
import type { ClientDocumentType } from './sale-types';

export type { ClientDocumentType } from './sale-types';

/** Each document as the vault records it (section 7) and as the screens name it. */
export const CLIENT_DOCUMENTS: Readonly<Record<ClientDocumentType, { name: 'Selfie' | 'ID Document'; label: string }>> = {
  SELFIE: { name: 'Selfie', label: 'Selfie' },
  RSA_ID: { name: 'ID Document', label: 'ID document' },
};

export type UploadStatus = 'chosen' | 'uploading' | 'recording' | 'done' | 'failed';

export interface DocumentUpload {
  file: File;
  status: UploadStatus;
  /** 0 to 1 while the bytes go out. */
  progress: number;
  error?: string;
  /** The vault file, once sent: a retry after a failed record does not send the bytes again. */
  fileId?: string;
}

export interface ClientDocumentUploadOptions {
  clientId?: string | null;
  /**
   * A visitor's SaleResult.documentUploadToken; null for a signed-in client (who uploads with
   * their session). Left out, the record's input has no uploadToken at all.
   */
  uploadToken?: string | null;
}

export interface ClientDocumentUpload {
  /** The chosen file and how far it got; undefined until a file is chosen. */
  upload: DocumentUpload | undefined;
  /** Keeps a file to send later (undefined forgets the choice). */
  choose: (file: File | undefined) => void;
  /**
   * Sends `file` (a new choice), or else the chosen file again: a failed upload is retried, a
   * failed record is made again without a second upload. Resolves with the vault file's id once
   * the document is recorded; undefined when it failed or there was nothing to send.
   */
  send: (file?: File) => Promise<string | undefined>;
  busy: boolean;
}

/** Images made small first; when the browser cannot (an old one), the original goes as it is. */
async function prepared(file: File): Promise<Blob> {
  try {
    return await scaleDocumentImage(file);
  } catch {
    return file;
  }
}

/** A scaled photo is a JPEG: its name says so (the vault lists it by name). */
function uploadName(file: File, sent: Blob, fallback: string): string {
  if (sent === file || sent.type === file.type) return file.name || fallback;
  return `${file.name.replace(/\.[^.]*$/, '') || 'document'}.jpg`;
}

function problemText(error: unknown): string {
  return error instanceof UploadError ? error.message : errorMessage(error, UPLOAD_FAILED_MESSAGE);
}

export function useClientDocumentUpload(type: ClientDocumentType, options: ClientDocumentUploadOptions = {}): ClientDocumentUpload {
  const client = useApolloClient();
  const [upload, setUpload] = useState<DocumentUpload>();
  // Read by send, which outlives a render: the latest choice and options, and whether it runs.
  const latest = useRef(upload);
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const running = useRef(false);

  const replace = useCallback((next: DocumentUpload | undefined) => {
    latest.current = next;
    setUpload(next);
  }, []);

  const choose = useCallback((file: File | undefined) => replace(file ? { file, status: 'chosen', progress: 0 } : undefined), [replace]);

  const send = useCallback(
    async (file?: File): Promise<string | undefined> => {
      if (running.current) return undefined;
      if (file) choose(file);
      const entry = latest.current;
      if (!entry) return undefined;
      if (entry.status === 'done') return entry.fileId;
      running.current = true;
      // Changes only the file being sent (a new choice starts afresh).
      const update = (change: Partial<DocumentUpload>) => {
        if (latest.current?.file === entry.file) replace({ ...latest.current, ...change });
      };
      const { clientId, uploadToken } = latestOptions.current;
      const { name } = CLIENT_DOCUMENTS[type];
      try {
        let fileId = entry.fileId;
        if (!fileId) {
          update({ status: 'uploading', progress: 0, error: undefined });
          const blob = await prepared(entry.file);
          const uploaded = await uploadFile(blob, { name: uploadName(entry.file, blob, name), uploadToken, onProgress: (progress) => update({ progress }) });
          fileId = uploaded.id;
        }
        update({ status: 'recording', progress: 1, fileId, error: undefined });
        const input: CreateClientDocumentInput = {
          type,
          name,
          source: 'FUNERAL_QUICK_QUOTE',
          clientId,
          fileId,
          ...(uploadToken === undefined ? {} : { uploadToken }),
        };
        const result = await client.mutate({ mutation: FuneralCreateClientDocumentDocument, variables: { input } });
        if (result.error) throw result.error;
        update({ status: 'done' });
        return fileId;
      } catch (error) {
        update({ status: 'failed', error: problemText(error) });
        return undefined;
      } finally {
        running.current = false;
      }
    },
    [choose, client, replace, type],
  );

  const busy = upload?.status === 'uploading' || upload?.status === 'recording';
  return { upload, choose, send, busy };
}
