// One upload into the vault: the file is checked with the vault's rules (@imali/vault/domain,
// the same the vault runs), photos are made small, the bytes go to POST /files with progress,
// and the file is recorded as one of the client's documents (createClientDocument).
import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { errorMessage, scaleDocumentImage, uploadFile, UploadError, UPLOAD_FAILED_MESSAGE } from '@imali/shared/web';
import { DOCUMENT_KINDS, vaultUploadProblem, type ClientDocumentTypeName } from '@imali/vault/domain';
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
  /** Checks, sends and records `file`; resolves with the new document (undefined when refused or failed). */
  send: (file: Blob, name?: string) => Promise<VaultDocumentFieldsFragment | undefined>;
  busy: boolean;
}

export function useVaultUpload(type: ClientDocumentTypeName): VaultUpload {
  const client = useApolloClient();
  const [state, setState] = useState<VaultUploadState>({ status: 'idle' });
  const running = useRef(false);

  const send = useCallback(
    async (file: Blob, name?: string) => {
      if (running.current) return undefined;
      const label = DOCUMENT_KINDS[type].label;
      const chosenName = name ?? (file instanceof File ? file.name : undefined);
      const problem = vaultUploadProblem({ name: chosenName, type: file.type, size: file.size });
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
          variables: { input: { type, name: label, source: 'DOCUMENT_VAULT_UPLOAD', fileId: uploaded.id } },
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
