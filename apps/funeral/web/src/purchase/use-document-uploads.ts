// The selfie and ID document of a new policy (funeral.md section 3 "Documents", section 7
// CreateClientDocument): each file is made small, sent to the vault (POST /files) with progress,
// then recorded as a client document. Kept above the steps, so going back and forth keeps them.
import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { errorMessage, scaleDocumentImage, uploadFile, UploadError, UPLOAD_FAILED_MESSAGE } from '@imali/shared/web';
import { FUNERAL_CREATE_CLIENT_DOCUMENT, type CreateClientDocumentInput, type SaleResult } from '../sale/sale.graphql';

export type DocumentKind = 'selfie' | 'idDocument';

/** Each kind as the vault records it (section 7). */
export const DOCUMENT_KINDS: Readonly<Record<DocumentKind, { type: CreateClientDocumentInput['type']; name: CreateClientDocumentInput['name']; label: string }>> = {
  selfie: { type: 'SELFIE', name: 'Selfie', label: 'Selfie' },
  idDocument: { type: 'RSA_ID', name: 'ID Document', label: 'ID document' },
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

export type DocumentUploads = Partial<Record<DocumentKind, DocumentUpload>>;

/** Images made small first; when the browser cannot (an old one), the original goes as it is. */
async function prepared(file: File): Promise<Blob> {
  try {
    return await scaleDocumentImage(file);
  } catch {
    return file;
  }
}

export interface DocumentUploadsControl {
  uploads: DocumentUploads;
  choose: (kind: DocumentKind, file: File | undefined) => void;
  /** Sends every chosen (or failed) file that is not sent yet. */
  startAll: () => void;
  retry: (kind: DocumentKind) => void;
  busy: boolean;
}

export function useDocumentUploads(sale: SaleResult | undefined, signedIn: boolean): DocumentUploadsControl {
  const client = useApolloClient();
  const [uploads, setUploads] = useState<DocumentUploads>({});
  const running = useRef(new Set<DocumentKind>());
  const latest = useRef(uploads);
  latest.current = uploads;

  const update = useCallback((kind: DocumentKind, change: Partial<DocumentUpload>) => {
    setUploads((current) => (current[kind] ? { ...current, [kind]: { ...current[kind], ...change } } : current));
  }, []);

  const send = useCallback(
    async (kind: DocumentKind) => {
      const entry = latest.current[kind];
      if (!entry || !sale || running.current.has(kind) || entry.status === 'done') return;
      running.current.add(kind);
      const { type, name } = DOCUMENT_KINDS[kind];
      try {
        let fileId = entry.fileId;
        if (!fileId) {
          update(kind, { status: 'uploading', progress: 0, error: undefined });
          const blob = await prepared(entry.file);
          const uploaded = await uploadFile(blob, {
            name: entry.file.name || name,
            uploadToken: signedIn ? null : sale.documentUploadToken,
            onProgress: (progress) => update(kind, { progress }),
          });
          fileId = uploaded.id;
        }
        update(kind, { status: 'recording', progress: 1, fileId, error: undefined });
        const input: CreateClientDocumentInput = {
          type,
          name,
          source: 'FUNERAL_QUICK_QUOTE',
          clientId: sale.clientId,
          fileId,
          uploadToken: signedIn ? null : sale.documentUploadToken,
        };
        const result = await client.mutate({ mutation: FUNERAL_CREATE_CLIENT_DOCUMENT, variables: { input } });
        if (result.error) throw result.error;
        update(kind, { status: 'done' });
      } catch (error) {
        const message = error instanceof UploadError ? error.message : errorMessage(error, UPLOAD_FAILED_MESSAGE);
        update(kind, { status: 'failed', error: message });
      } finally {
        running.current.delete(kind);
      }
    },
    [client, sale, signedIn, update],
  );

  const choose = useCallback((kind: DocumentKind, file: File | undefined) => {
    setUploads((current) => {
      const next = { ...current };
      if (file) next[kind] = { file, status: 'chosen', progress: 0 };
      else delete next[kind];
      return next;
    });
  }, []);

  const startAll = useCallback(() => {
    for (const kind of Object.keys(latest.current) as DocumentKind[]) {
      const status = latest.current[kind]?.status;
      if (status === 'chosen' || status === 'failed') void send(kind);
    }
  }, [send]);

  const busy = Object.values(uploads).some((entry) => entry?.status === 'uploading' || entry?.status === 'recording');
  return { uploads, choose, startAll, retry: (kind) => void send(kind), busy };
}
