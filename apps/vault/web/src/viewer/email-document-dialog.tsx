import { useState } from 'react';
import { Form } from 'react-final-form';
import { Button, Modal } from '@imali/shared/ui';
import { submissionErrors, TextField } from '@imali/shared/web';
import { composeValidators, EMAIL_MAX_LENGTH } from '@imali/shared/validation';
import { EMAIL_DOCUMENT_RULES } from '@imali/vault/domain';

const validateEmail = composeValidators(...(EMAIL_DOCUMENT_RULES['email'] ?? []));

export interface EmailDocumentDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Sends the document to `email`; a rejection carries the server's message (field errors beside the field). */
  send: (email: string) => Promise<void>;
  defaultEmail?: string | null;
}

/** Email (§2.5): the address to send the document to, "email required and valid" (§5.4). */
export function EmailDocumentDialog({ open, onClose, title, send, defaultEmail }: EmailDocumentDialogProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const close = () => {
    setSentTo(null);
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={`Email ${title}`} testId="email-document-dialog">
      {sentTo ? (
        <div data-testid="email-document-sent">
          <p role="status">
            We have sent your document to <strong>{sentTo}</strong>.
          </p>
          <Button onClick={close}>Done</Button>
        </div>
      ) : (
        <Form<{ email: string }>
          initialValues={{ email: defaultEmail ?? '' }}
          onSubmit={async ({ email }) => {
            const address = email.trim();
            try {
              await send(address);
              setSentTo(address);
              return undefined;
            } catch (error) {
              return submissionErrors(error, { fields: ['email'] });
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form className="form" onSubmit={handleSubmit} noValidate>
              <TextField name="email" label="Email address" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} validate={validateEmail} />
              {submitError ? (
                <p className="field__error" role="alert">
                  {submitError}
                </p>
              ) : null}
              <Button type="submit" disabled={submitting} data-testid="email-document-send">
                {submitting ? 'Sending…' : 'Send'}
              </Button>
            </form>
          )}
        />
      )}
    </Modal>
  );
}
