import { Button } from '@imali/shared/ui';
import { PHOTO_ACCEPT, UPLOAD_ACCEPT } from '@imali/shared/web';
import { DocumentUploadField } from '../../sale/document-upload-field';
import { ANSWER_LATER } from '../chat-sale-texts';
import type { OnAnswer } from './step-props';

export type ChatDocumentKind = 'RSA_ID' | 'SELFIE';

/** funeral.md §3 and §7: the two documents of the chat sale. */
export const CHAT_DOCUMENTS = {
  RSA_ID: { accept: UPLOAD_ACCEPT, hint: 'A JPEG, PNG or PDF file', uploaded: 'ID document uploaded', stateKey: 'idCardId' },
  SELFIE: { accept: PHOTO_ACCEPT, hint: 'A JPEG, PNG file', uploaded: 'Selfie uploaded', stateKey: 'selfieId' },
} as const;

export interface DocumentStepProps {
  kind: ChatDocumentKind;
  clientId: string;
  onAnswer: OnAnswer;
}

/**
 * doIdCard and selfie (funeral.md §4): the file is made small, sent to the vault with progress,
 * then recorded as the client's document (DocumentUploadField). A failure can be retried (a
 * file already in the vault is not sent again); "Later" skips the question.
 */
export function DocumentStep({ kind, clientId, onAnswer }: DocumentStepProps) {
  const document = CHAT_DOCUMENTS[kind];
  return (
    <DocumentUploadField
      type={kind}
      clientId={clientId}
      accept={document.accept}
      hint={document.hint}
      testId={`chat-upload-${kind}`}
      onUploaded={(fileId) => onAnswer({ text: document.uploaded, update: (state) => ({ ...state, [document.stateKey]: fileId }) })}
    >
      {(busy) => (
        <div className="funeral-chat__actions funeral-chat__actions--row">
          <Button variant="secondary" disabled={busy} onClick={() => onAnswer({ text: ANSWER_LATER })}>
            {ANSWER_LATER}
          </Button>
        </div>
      )}
    </DocumentUploadField>
  );
}
