import { useId, useState, type ChangeEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Button, ErrorMessage } from '@imali/shared/ui';
import { PHOTO_ACCEPT, UPLOAD_ACCEPT, UPLOAD_FAILED_MESSAGE, UploadError, errorMessage, scaleDocumentImage, uploadFile } from '@imali/shared/web';
import { FUNERAL_CREATE_CLIENT_DOCUMENT, type CreateClientDocumentInput } from '../../sale/sale.graphql';
import { ANSWER_LATER } from '../chat-sale-texts';
import type { OnAnswer } from './step-props';

export type ChatDocumentKind = 'RSA_ID' | 'SELFIE';

/** funeral.md §3 and §7: the two documents of the chat sale. */
export const CHAT_DOCUMENTS = {
  RSA_ID: { name: 'ID Document', label: 'ID document', accept: UPLOAD_ACCEPT, uploaded: 'ID document uploaded', stateKey: 'idCardId' },
  SELFIE: { name: 'Selfie', label: 'Selfie', accept: PHOTO_ACCEPT, uploaded: 'Selfie uploaded', stateKey: 'selfieId' },
} as const;

type Phase = { kind: 'choose' } | { kind: 'uploading'; percent: number } | { kind: 'saving' } | { kind: 'failed'; message: string };

/** A scaled photo is a JPEG: its name says so (the vault lists it by name). */
function uploadName(file: File, sent: Blob): string {
  if (sent === file || sent.type === file.type) return file.name;
  return `${file.name.replace(/\.[^.]*$/, '') || 'document'}.jpg`;
}

function problemText(error: unknown): string {
  if (error instanceof UploadError) return error.message;
  if (CombinedGraphQLErrors.is(error)) return errorMessage(error);
  if (error instanceof Error && error.message) return error.message;
  return UPLOAD_FAILED_MESSAGE;
}

export interface DocumentStepProps {
  kind: ChatDocumentKind;
  clientId: string;
  onAnswer: OnAnswer;
}

/**
 * doIdCard and selfie (funeral.md §4): the file is made small (scaleDocumentImage), sent to the
 * vault with progress (uploadFile), then recorded as the client's document. A failure can be
 * retried (a file already in the vault is not sent again); "Later" skips the question.
 */
export function DocumentStep({ kind, clientId, onAnswer }: DocumentStepProps) {
  const id = useId();
  const document = CHAT_DOCUMENTS[kind];
  const [createDocument] = useMutation(FUNERAL_CREATE_CLIENT_DOCUMENT);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [file, setFile] = useState<File>();
  const [fileId, setFileId] = useState<string>();
  const busy = phase.kind === 'uploading' || phase.kind === 'saving';

  const send = async (chosen: File, storedFileId?: string) => {
    let sentId = storedFileId;
    try {
      if (!sentId) {
        setPhase({ kind: 'uploading', percent: 0 });
        const scaled = await scaleDocumentImage(chosen);
        const uploaded = await uploadFile(scaled, {
          name: uploadName(chosen, scaled),
          onProgress: (fraction) => setPhase({ kind: 'uploading', percent: Math.round(fraction * 100) }),
        });
        sentId = uploaded.id;
        setFileId(sentId);
      }
      setPhase({ kind: 'saving' });
      const input: CreateClientDocumentInput = { type: kind, name: document.name, source: 'FUNERAL_QUICK_QUOTE', clientId, fileId: sentId };
      await createDocument({ variables: { input } });
    } catch (error) {
      setPhase({ kind: 'failed', message: problemText(error) });
      return;
    }
    const uploadedId = sentId;
    onAnswer({ text: document.uploaded, update: (state) => ({ ...state, [document.stateKey]: uploadedId }) });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    // Cleared, so choosing the same file again is a new choice.
    event.currentTarget.value = '';
    if (!chosen) return;
    setFile(chosen);
    setFileId(undefined);
    void send(chosen);
  };

  return (
    <div className="funeral-chat__upload" data-testid={`chat-upload-${kind}`}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {document.label}
        </label>
        <input id={id} type="file" className="field__input" accept={document.accept} onChange={choose} disabled={busy} />
        <span className="field__hint">A JPEG, PNG{kind === 'RSA_ID' ? ' or PDF' : ''} file</span>
      </div>
      {phase.kind === 'uploading' ? (
        <div className="funeral-chat__progress">
          <progress max={100} value={phase.percent} aria-label={`Uploading ${document.label}`} />
          <span aria-hidden="true">{phase.percent}%</span>
        </div>
      ) : null}
      {phase.kind === 'saving' ? <p className="muted">Saving your {document.label.toLowerCase()}…</p> : null}
      {phase.kind === 'failed' ? (
        <ErrorMessage message={phase.message} onRetry={file ? () => void send(file, fileId) : undefined} testId={`chat-upload-${kind}-error`} />
      ) : null}
      <div className="funeral-chat__actions funeral-chat__actions--row">
        <Button variant="secondary" disabled={busy} onClick={() => onAnswer({ text: ANSWER_LATER })}>
          {ANSWER_LATER}
        </Button>
      </div>
    </div>
  );
}
