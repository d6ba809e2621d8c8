// A modal holding one form: its fields, the server's refusal under them and one submit button in
// the footer (the tax-number modal, the bank change flow).
import type { ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage, Modal } from '@imali/shared/ui';

export interface FormModalProps<Values> {
  title: string;
  testId: string;
  /** The form's id, which the footer's submit button names. */
  formId: string;
  submitLabel: string;
  onSubmit: (values: Values) => Promise<SubmissionErrors | void>;
  initialValues?: Partial<Values>;
  onClose: () => void;
  children: ReactNode;
}

export function FormModal<Values extends object>({ title, testId, formId, submitLabel, onSubmit, initialValues, onClose, children }: FormModalProps<Values>) {
  return (
    <Form<Values> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          title={title}
          onClose={onClose}
          testId={testId}
          footer={
            <Button type="submit" form={formId} block disabled={submitting} aria-busy={submitting || undefined}>
              {submitLabel}
            </Button>
          }
        >
          <form id={formId} className="form" noValidate onSubmit={handleSubmit}>
            {children}
            {submitError ? <ErrorMessage message={submitError} /> : null}
          </form>
        </Modal>
      )}
    </Form>
  );
}
