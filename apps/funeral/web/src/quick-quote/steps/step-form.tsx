import type { FormEvent, ReactNode } from 'react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage } from '@imali/shared/ui';

export type StepSubmit<V> = (values: V) => Promise<SubmissionErrors | undefined> | SubmissionErrors | undefined;

export interface StepFormProps<V extends object> {
  initialValues: V;
  onSubmit: StepSubmit<V>;
  submitLabel: string;
  /** Shown on the submit button while the quote is fetched. */
  submittingLabel?: string;
  testId: string;
  children: (form: FormApi<V>) => ReactNode;
  /** Buttons after the submit button (I'd rather not, Back to my quote, Remove ...). */
  actions?: ReactNode;
}

/** One wizard step's form: its fields, the step's error (e.g. "An error has occured"), its buttons. */
export function StepForm<V extends object>({ initialValues, onSubmit, submitLabel, submittingLabel, testId, children, actions }: StepFormProps<V>) {
  return (
    <Form<V> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, form }) => {
        const submit = (event: FormEvent<HTMLFormElement>) => {
          event.stopPropagation();
          void handleSubmit(event);
        };
        return (
          <form className="form" noValidate onSubmit={submit} data-testid={testId}>
            {children(form)}
            {submitError ? <ErrorMessage message={submitError} testId={`${testId}-error`} /> : null}
            <div className="funeral-actions">
              <Button type="submit" block disabled={submitting} aria-busy={submitting || undefined} data-testid={`${testId}-submit`}>
                {submitting && submittingLabel ? submittingLabel : submitLabel}
              </Button>
              {actions}
            </div>
          </form>
        );
      }}
    </Form>
  );
}
