import { useId, type ChangeEvent, type ReactNode } from 'react';
import { ErrorMessage } from '@imali/shared/ui';
import { CLIENT_DOCUMENTS, useClientDocumentUpload, type ClientDocumentType, type ClientDocumentUploadOptions } from './use-client-document-upload';

export interface DocumentUploadFieldProps extends ClientDocumentUploadOptions {
  type: ClientDocumentType;
  /** The file input's `accept` (UPLOAD_ACCEPT, or PHOTO_ACCEPT for a photo). */
  accept: string;
  hint: string;
  /** Names the block; its error is `${testId}-error`. */
  testId: string;
  /** Once the file is in the vault and recorded as the client's document. */
  onUploaded?: (fileId: string) => void;
  /** Under the field (e.g. a "Later" button), told whether a file is being sent. */
  children?: (busy: boolean) => ReactNode;
}

/**
 * A client document in one field: choosing a file sends it at once (made small, sent with
 * progress, recorded); a failure says why and offers Try again, which does not send a file
 * already in the vault again.
 */
export function DocumentUploadField({ type, accept, hint, testId, onUploaded, children, clientId, uploadToken }: DocumentUploadFieldProps) {
  const id = useId();
  const { label } = CLIENT_DOCUMENTS[type];
  const { upload, send, busy } = useClientDocumentUpload(type, { clientId, uploadToken });
  const sent = (fileId: string | undefined) => {
    if (fileId) onUploaded?.(fileId);
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    // Cleared, so choosing the same file again is a new choice.
    event.currentTarget.value = '';
    if (chosen) void send(chosen).then(sent);
  };
  const percent = Math.round((upload?.progress ?? 0) * 100);

  return (
    <div className="funeral-upload" data-testid={testId}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <input id={id} type="file" className="field__input" accept={accept} onChange={choose} disabled={busy} />
        <span className="field__hint">{hint}</span>
      </div>
      {upload?.status === 'uploading' ? (
        <div className="funeral-upload__progress">
          <progress max={100} value={percent} aria-label={`Uploading ${label}`} />
          <span aria-hidden="true">{percent}%</span>
        </div>
      ) : null}
      {upload?.status === 'recording' ? <p className="muted">Saving your {label.toLowerCase()}…</p> : null}
      {upload?.status === 'failed' ? <ErrorMessage message={upload.error} onRetry={() => void send().then(sent)} testId={`${testId}-error`} /> : null}
      {children?.(busy)}
    </div>
  );
}
