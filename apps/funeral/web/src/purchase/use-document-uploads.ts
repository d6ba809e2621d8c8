// The selfie and ID document of a new policy (funeral.md section 3 "Documents"): chosen on
// getDocuments, sent on uploadDocs, each by useClientDocumentUpload. Kept above the steps, so
// going back and forth keeps them.
import { useCallback } from 'react';
import type { SaleResult } from '../sale/sale-types';
import { CLIENT_DOCUMENTS, useClientDocumentUpload, type ClientDocumentType, type DocumentUpload } from '../sale/use-client-document-upload';

export type DocumentKind = 'selfie' | 'idDocument';

/** Each kind (as the steps' test ids name it) and its label. */
export const DOCUMENT_KINDS: Readonly<Record<DocumentKind, { type: ClientDocumentType; label: string }>> = {
  selfie: { type: 'SELFIE', label: CLIENT_DOCUMENTS.SELFIE.label },
  idDocument: { type: 'RSA_ID', label: CLIENT_DOCUMENTS.RSA_ID.label },
};

export type DocumentUploads = Partial<Record<DocumentKind, DocumentUpload>>;

export interface DocumentUploadsControl {
  uploads: DocumentUploads;
  choose: (kind: DocumentKind, file: File | undefined) => void;
  /** Sends every chosen (or failed) file that is not sent yet. */
  startAll: () => void;
  retry: (kind: DocumentKind) => void;
  busy: boolean;
}

export function useDocumentUploads(sale: SaleResult | undefined, signedIn: boolean): DocumentUploadsControl {
  const options = { clientId: sale?.clientId, uploadToken: signedIn ? null : (sale?.documentUploadToken ?? null) };
  const selfie = useClientDocumentUpload('SELFIE', options);
  const idDocument = useClientDocumentUpload('RSA_ID', options);
  const byKind: Record<DocumentKind, typeof selfie> = { selfie, idDocument };
  const { send: sendSelfie } = selfie;
  const { send: sendIdDocument } = idDocument;

  const startAll = useCallback(() => {
    if (!sale) return;
    // Each sends its chosen or failed file; one already sent (or being sent) is left as it is.
    void sendSelfie();
    void sendIdDocument();
  }, [sale, sendSelfie, sendIdDocument]);

  const uploads: DocumentUploads = {};
  for (const kind of Object.keys(byKind) as DocumentKind[]) {
    const upload = byKind[kind].upload;
    if (upload) uploads[kind] = upload;
  }
  return {
    uploads,
    choose: (kind, file) => byKind[kind].choose(file),
    startAll,
    retry: (kind) => {
      if (sale) void byKind[kind].send();
    },
    busy: selfie.busy || idDocument.busy,
  };
}
