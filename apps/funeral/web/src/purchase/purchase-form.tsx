import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage, type ButtonVariant } from '@imali/shared/ui';

/** One submit button of a step (Continue; Add Another and Done on the child steps). */
export interface SubmitAction {
  label: string;
  intent: string;
  variant?: ButtonVariant;
}

export type PurchaseSubmit<V> = (values: V, intent: string) => Promise<SubmissionErrors | undefined> | SubmissionErrors | undefined;

export interface PurchaseFormProps<V extends object> {
  testId: string;
  initialValues: V;
  /** The step's record validator (the domain's rules, purchase-rules.ts). */
  validate?: (values: V) => Record<string, string>;
  /** Messages the server gave for this step's fields: shown beside them as the step opens. */
  serverErrors?: SubmissionErrors;
  submits: readonly SubmitAction[];
  onSubmit: PurchaseSubmit<V>;
  children: (form: FormApi<V>) => ReactNode;
  /** Buttons after the submit buttons (Back, No children, ...). */
  actions?: ReactNode;
}

/** Server messages for fields this form does not show become the form's message. */
function placeServerErrors(errors: SubmissionErrors, registered: readonly string[]): SubmissionErrors {
  const placed: Record<string, unknown> = {};
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(errors ?? {})) {
    if (field === FORM_ERROR) elsewhere.push(String(message));
    else if (registered.some((name) => name === field || name.startsWith(`${field}.`) || name.startsWith(`${field}[`))) placed[field] = message;
    else if (typeof message === 'string') elsewhere.push(message);
  }
  if (elsewhere.length) placed[FORM_ERROR] = elsewhere.join(' ');
  return placed;
}

function ShowServerErrors<V extends object>({ form, pending }: { form: FormApi<V>; pending: { current: SubmissionErrors | undefined } }) {
  useEffect(() => {
    if (!pending.current) return;
    // A submit marks every field touched and runs the step's own rules first: their messages
    // win; when the answers pass them, the submit answers with the server's messages.
    void form.submit();
    pending.current = undefined;
  }, [form, pending]);
  return null;
}

/**
 * One purchase step's form: its fields, the step's message, its submit buttons and other
 * actions. The pressed button's intent reaches onSubmit (Enter submits with the first one).
 */
export function PurchaseForm<V extends object>({ testId, initialValues, validate, serverErrors, submits, onSubmit, children, actions }: PurchaseFormProps<V>) {
  const intent = useRef<string | undefined>(undefined);
  const pending = useRef<SubmissionErrors | undefined>(serverErrors);
  const formRef = useRef<FormApi<V> | null>(null);
  const submit = (values: V) => {
    if (pending.current) return placeServerErrors(pending.current, formRef.current?.getRegisteredFields() ?? []);
    const chosen = intent.current ?? submits[0]?.intent ?? 'submit';
    return onSubmit(values, chosen);
  };
  return (
    <Form<V> onSubmit={submit} initialValues={initialValues} validate={validate}>
      {({ handleSubmit, submitting, submitError, form }) => {
        formRef.current = form;
        const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
          event.stopPropagation();
          void handleSubmit(event);
          // The intent was read (or the step's rules refused the answers): Enter starts afresh.
          intent.current = undefined;
        };
        return (
          <form className="form" noValidate onSubmit={onFormSubmit} data-testid={testId}>
            {children(form)}
            {submitError ? <ErrorMessage message={submitError} testId={`${testId}-error`} /> : null}
            <div className="funeral-actions">
              {submits.map((action, index) => (
                <Button
                  key={action.intent}
                  type="submit"
                  block
                  variant={action.variant ?? (index === 0 ? 'primary' : 'secondary')}
                  disabled={submitting}
                  aria-busy={submitting || undefined}
                  onClick={() => {
                    intent.current = action.intent;
                  }}
                >
                  {action.label}
                </Button>
              ))}
              {actions}
            </div>
            {/* Last: its effect runs once the fields above have registered. */}
            <ShowServerErrors form={form} pending={pending} />
          </form>
        );
      }}
    </Form>
  );
}
