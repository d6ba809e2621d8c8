// One upload into the vault: the file is checked with the vault's rules (@imali/vault/domain,
// the same the vault runs), photos are made small, the bytes go to POST /files with progress,
// and the file is recorded as one of the client's documents (createClientDocument).
import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { errorMessage, scaleDocumentImage, uploadFile, UploadError, UPLOAD_FAILED_MESSAGE } from '@imali/shared/web';
import { SHORT_TEXT_MAX_LENGTH } from '@imali/shared/validation';
import { DOCUMENT_KINDS, documentForProblem, vaultUploadProblem, type ClientDocumentTypeName } from '@imali/vault/domain';
import { VaultCreateClientDocumentDocument, VaultDocumentsDocument, type VaultDocumentFieldsFragment } from '../gql/graphql';

export type VaultUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'recording' }
  | { status: 'failed'; error: string }
  | { status: 'done'; document: VaultDocumentFieldsFragment };

/** Images made small first; when the browser cannot, the original goes as it is. */
async function prepared(file: Blob): Promise<Blob> {
  try {
    return await scaleDocumentImage(file);
  } catch {
    return file;
  }
}

/** A scaled photo is a JPEG: its name says so. */
function nameOf(original: Blob, sent: Blob, fallback: string): string {
  const name = original instanceof File && original.name ? original.name : fallback;
  return sent === original || sent.type === original.type ? name : `${name.replace(/\.[^.]*$/, '') || 'document'}.jpg`;
}

export interface VaultUpload {
  state: VaultUploadState;
  /**
   * Checks, sends and records `file`; resolves with the new document (undefined when refused or
   * failed). `about`: someone covered on the client's policies the document is about (its id, the
   * ids the page offered, and the document's title), checked with the vault's rule first.
   */
  send: (file: Blob, name?: string, about?: DocumentAbout) => Promise<VaultDocumentFieldsFragment | undefined>;
  busy: boolean;
}

/** A document about someone else (docs/decisions/vault-document-for-someone-else.md). */
export interface DocumentAbout {
  forClientId: string;
  /** The ids of everyone the page offered (the lives covered on the client's policies). */
  offered: readonly string[];
  /** The document's title, e.g. "SA ID: Sipho Mokoena". */
  title: string;
}

export function useVaultUpload(type: ClientDocumentTypeName): VaultUpload {
  const client = useApolloClient();
  const [state, setState] = useState<VaultUploadState>({ status: 'idle' });
  const running = useRef(false);

  const send = useCallback(
    async (file: Blob, name?: string, about?: DocumentAbout) => {
      if (running.current) return undefined;
      const label = DOCUMENT_KINDS[type].label;
      const chosenName = name ?? (file instanceof File ? file.name : undefined);
      const problem =
        vaultUploadProblem({ name: chosenName, type: file.type, size: file.size }, type) ??
        (about ? documentForProblem({ type, forClientId: about.forClientId, ownClientId: null, linkedIds: about.offered }) : undefined);
      if (problem) {
        setState({ status: 'failed', error: problem });
        return undefined;
      }
      running.current = true;
      try {
        setState({ status: 'uploading', progress: 0 });
        const blob = await prepared(file);
        const fileName = nameOf(file, blob, chosenName ?? `${label}.jpg`);
        const uploaded = await uploadFile(blob, { name: fileName, onProgress: (progress) => setState({ status: 'uploading', progress }) });
        setState({ status: 'recording' });
        const result = await client.mutate({
          mutation: VaultCreateClientDocumentDocument,
          variables: {
            input: about
              ? { type, name: [...about.title].slice(0, SHORT_TEXT_MAX_LENGTH).join('').trim(), source: 'DOCUMENT_VAULT_UPLOAD', fileId: uploaded.id, forClientId: about.forClientId }
              : { type, name: label, source: 'DOCUMENT_VAULT_UPLOAD', fileId: uploaded.id },
          },
          refetchQueries: [VaultDocumentsDocument],
        });
        if (result.error || !result.data) throw result.error ?? new Error(UPLOAD_FAILED_MESSAGE);
        const document = result.data.createClientDocument;
        setState({ status: 'done', document });
        return document;
      } catch (error) {
        setState({ status: 'failed', error: error instanceof UploadError ? error.message : errorMessage(error, UPLOAD_FAILED_MESSAGE) });
        return undefined;
      } finally {
        running.current = false;
      }
    },
    [client, type],
  );

  return { state, send, busy: state.status === 'uploading' || state.status === 'recording' };
}
