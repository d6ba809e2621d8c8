import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { FormApi, SubmissionErrors, ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage, type ButtonVariant } from '@imali/shared/ui';

export interface ChatFormAction {
  /** Passed to onSubmit: which button answered (Add another, Done). */
  name: string;
  label: string;
  variant?: ButtonVariant;
}

export interface ChatFormProps<V extends object> {
  initialValues: V;
  /** The question's rules as final-form errors (see chat-sale-rules.ts). */
  validate?: (values: V) => ValidationErrors;
  onSubmit: (values: V, action: string) => Promise<SubmissionErrors | void> | SubmissionErrors | void;
  /** Submit buttons; the first answers when Enter is pressed. */
  actions: readonly ChatFormAction[];
  /** The server's messages for this question (a failed sale): shown beside the fields at once. */
  serverErrors?: Readonly<Record<string, string>> | null;
  testId: string;
  children: ReactNode | ((form: FormApi<V>) => ReactNode);
}

/** Shows the server's messages the way a failed submit would: beside each field until it is edited. */
function ShowServerErrors({ submit }: { submit: () => void }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    submit();
  }, [submit]);
  return null;
}

/** One question's answer form: its fields, its message, its buttons. */
export function ChatForm<V extends object>({ initialValues, validate, onSubmit, actions, serverErrors, testId, children }: ChatFormProps<V>) {
  const defaultAction = actions[0]?.name ?? 'submit';
  const action = useRef(defaultAction);
  const pendingServerErrors = useRef<SubmissionErrors | undefined>(serverErrors && Object.keys(serverErrors).length ? { ...serverErrors } : undefined);
  const submitRef = useRef<() => void>(() => undefined);

  const handle = (values: V) => {
    const pending = pendingServerErrors.current;
    if (pending) {
      pendingServerErrors.current = undefined;
      return pending;
    }
    const chosen = action.current;
    action.current = defaultAction;
    return onSubmit(values, chosen);
  };

  return (
    <Form<V> onSubmit={handle} initialValues={initialValues} validate={validate}>
      {({ handleSubmit, submitting, submitError, form }) => {
        submitRef.current = () => void form.submit();
        const submit = (event: FormEvent<HTMLFormElement>) => {
          event.stopPropagation();
          void handleSubmit(event);
        };
        return (
          <form className="form funeral-chat__form" noValidate onSubmit={submit} data-testid={testId}>
            {typeof children === 'function' ? children(form) : children}
            {submitError ? <ErrorMessage message={submitError} testId={`${testId}-error`} /> : null}
            <div className="funeral-chat__actions">
              {actions.map((item) => (
                <Button
                  key={item.name}
                  type="submit"
                  variant={item.variant ?? 'primary'}
                  disabled={submitting}
                  aria-busy={submitting || undefined}
                  onClick={() => {
                    action.current = item.name;
                  }}
                >
                  {item.label}
                </Button>
              ))}
            </div>
            {pendingServerErrors.current ? <ShowServerErrors submit={() => submitRef.current()} /> : null}
          </form>
        );
      }}
    </Form>
  );
}
