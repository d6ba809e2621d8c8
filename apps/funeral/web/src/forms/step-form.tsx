// One wizard step's form for every funeral flow (the quick quote, the purchase wizard and the
// chat-style sale): its fields, the step's message, its submit buttons (the pressed one's intent
// reaches onSubmit; Enter submits with the first) and other actions, and the server's messages
// for its fields shown beside them as the step opens (a failed sale sends the buyer back here).
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { FORM_ERROR, type FormApi, type SubmissionErrors, type ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage, type ButtonVariant } from '@imali/shared/ui';

/** One submit button of a step (Continue; Add Another and Done on the child steps). */
export interface SubmitAction {
  label: string;
  intent: string;
  variant?: ButtonVariant;
  /** Its label while the step's submit runs (e.g. "Getting your quote…"). */
  submittingLabel?: string;
}

export type StepSubmit<V> = (values: V, intent: string) => Promise<SubmissionErrors | void> | SubmissionErrors | void;

export const CONTINUE: readonly SubmitAction[] = [{ label: 'Continue', intent: 'continue' }];

export interface StepFormProps<V extends object> {
  /** Names the form; its first submit button is `${testId}-submit`, its message `${testId}-error`. */
  testId: string;
  initialValues: V;
  /** The step's record validator (the domain's rules). */
  validate?: (values: V) => ValidationErrors;
  /** Messages the server gave for this step's fields: shown beside them as the step opens. */
  serverErrors?: SubmissionErrors | null;
  submits: readonly SubmitAction[];
  onSubmit: StepSubmit<V>;
  children: ReactNode | ((form: FormApi<V>) => ReactNode);
  /** Buttons after the submit buttons (Back, No children, ...). */
  actions?: ReactNode;
  /** The wizard's full-width buttons (default) or the chat's row of answers. */
  look?: 'wizard' | 'chat';
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

const LOOKS = {
  wizard: { form: 'form', actions: 'funeral-actions', block: true },
  chat: { form: 'form funeral-chat__form', actions: 'funeral-chat__actions', block: false },
} as const;

export function StepForm<V extends object>({ testId, initialValues, validate, serverErrors, submits, onSubmit, children, actions, look = 'wizard' }: StepFormProps<V>) {
  const intent = useRef<string | undefined>(undefined);
  const pending = useRef<SubmissionErrors | undefined>(serverErrors && Object.keys(serverErrors).length ? serverErrors : undefined);
  const formRef = useRef<FormApi<V> | null>(null);
  const style = LOOKS[look];
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
          <form className={style.form} noValidate onSubmit={onFormSubmit} data-testid={testId}>
            {typeof children === 'function' ? children(form) : children}
            {submitError ? <ErrorMessage message={submitError} testId={`${testId}-error`} /> : null}
            <div className={style.actions}>
              {submits.map((action, index) => (
                <Button
                  key={action.intent}
                  type="submit"
                  block={style.block}
                  variant={action.variant ?? (index === 0 || look === 'chat' ? 'primary' : 'secondary')}
                  disabled={submitting}
                  aria-busy={submitting || undefined}
                  data-testid={index === 0 ? `${testId}-submit` : undefined}
                  onClick={() => {
                    intent.current = action.intent;
                  }}
                >
                  {submitting && action.submittingLabel ? action.submittingLabel : action.label}
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
