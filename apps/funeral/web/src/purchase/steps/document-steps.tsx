import { useEffect, useId, useState } from 'react';
import { ErrorMessage } from '@imali/shared/ui';
import { ActionButtons } from '../../forms/action-buttons';
import { FieldError, UPLOAD_ACCEPT, UPLOAD_TYPE_MESSAGE, UPLOAD_TYPES } from '@imali/shared/web';
import { DOCUMENT_KINDS, type DocumentKind, type DocumentUploadsControl } from '../use-document-uploads';

/** Ours: Done on getDocuments without the ID document. */
export const CHOOSE_ID_DOCUMENT_MESSAGE = 'Choose your ID document, or Skip for now';

interface FilePickerProps {
  kind: DocumentKind;
  control: DocumentUploadsControl;
  hint: string;
  /** Phones open the front camera for the selfie. */
  capture?: 'user';
  error?: string;
}

function FilePicker({ kind, control, hint, capture, error }: FilePickerProps) {
  const id = useId();
  const [typeError, setTypeError] = useState<string>();
  const chosen = control.uploads[kind]?.file;
  const message = typeError ?? error;
  return (
    <div className="field funeral-file" data-testid={`file-${kind}`}>
      <label className="field__label" htmlFor={id}>
        {DOCUMENT_KINDS[kind].label}
      </label>
      <input
        id={id}
        type="file"
        className="funeral-file__input"
        accept={UPLOAD_ACCEPT}
        capture={capture}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file && !UPLOAD_TYPES.includes(file.type.toLowerCase())) {
            setTypeError(UPLOAD_TYPE_MESSAGE);
            control.choose(kind, undefined);
            return;
          }
          setTypeError(undefined);
          control.choose(kind, file);
        }}
      />
      <span id={`${id}-hint`} className="field__hint">
        {chosen ? `Chosen: ${chosen.name}` : hint}
      </span>
      <FieldError id={id} message={message} />
    </div>
  );
}

/** getDocuments: choose a selfie and the ID document; Done uploads them, Skip for now leaves them for later. */
export function GetDocumentsStep({ control, onDone, onSkip }: { control: DocumentUploadsControl; onDone: () => void; onSkip: () => void }) {
  const [missingId, setMissingId] = useState(false);
  const hasId = Boolean(control.uploads.idDocument);
  return (
    <div className="funeral-documents" data-testid="get-documents">
      <p>To finish your policy we need a selfie and a photo or scan of your ID document (JPEG, PNG or PDF).</p>
      <FilePicker kind="selfie" control={control} hint="A clear photo of your face" capture="user" />
      <FilePicker kind="idDocument" control={control} hint="Your green ID book, smart ID card or passport" error={missingId && !hasId ? CHOOSE_ID_DOCUMENT_MESSAGE : undefined} />
      <ActionButtons
        buttons={[
          {
            label: 'Done',
            onClick: () => {
              if (!hasId) setMissingId(true);
              else onDone();
            },
          },
          { label: 'Skip for now', onClick: onSkip, variant: 'ghost' },
        ]}
      />
    </div>
  );
}

function statusText(status: string, progress: number): string {
  if (status === 'uploading') return `Uploading… ${Math.round(progress * 100)}%`;
  if (status === 'recording') return 'Saving…';
  if (status === 'done') return 'Uploaded';
  if (status === 'failed') return 'Not uploaded';
  return 'Waiting';
}

/**
 * uploadDocs: each chosen file's progress, a failure's message with Try again; Done once the
 * ID document is uploaded and nothing is still being sent.
 */
export function UploadDocsStep({ control, onDone, onSkip, onBack }: { control: DocumentUploadsControl; onDone: () => void; onSkip: () => void; onBack: () => void }) {
  const { startAll } = control;
  useEffect(() => {
    startAll();
  }, [startAll]);
  const kinds = (Object.keys(DOCUMENT_KINDS) as DocumentKind[]).filter((kind) => control.uploads[kind]);
  const idDone = control.uploads.idDocument?.status === 'done';
  return (
    <div className="funeral-documents" data-testid="upload-docs">
      <ul className="list">
        {kinds.map((kind) => {
          const entry = control.uploads[kind]!;
          const label = DOCUMENT_KINDS[kind].label;
          return (
            <li key={kind} className="funeral-uploads__item" data-testid={`upload-${kind}`} data-status={entry.status}>
              <span className="funeral-uploads__name">{label}</span>
              <progress className="funeral-uploads__bar" max={1} value={entry.status === 'chosen' ? 0 : entry.progress} aria-label={`${label} upload`} />
              <span className="funeral-uploads__status" aria-live="polite">
                {statusText(entry.status, entry.progress)}
              </span>
              {entry.status === 'failed' ? (
                <ErrorMessage message={entry.error} onRetry={() => control.retry(kind)} retryLabel={`Try again: ${label}`} testId={`upload-${kind}-error`} />
              ) : null}
            </li>
          );
        })}
      </ul>
      <ActionButtons
        buttons={[
          { label: 'Done', onClick: onDone, disabled: !idDone || control.busy },
          { label: 'Choose other files', onClick: onBack, disabled: control.busy },
          { label: 'Skip for now', onClick: onSkip, variant: 'ghost' },
        ]}
      />
    </div>
  );
}
