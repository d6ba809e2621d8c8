import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage } from '@imali/shared/ui';
import { required } from '@imali/shared/validation';
import { TextField } from '@imali/shared/web';

export interface SignInValues {
  username: string;
  password: string;
}

export interface SignInFormProps {
  /** Resolves to submission errors (FORM_ERROR and/or per field) or nothing on success. */
  onSubmit: (values: SignInValues) => Promise<SubmissionErrors | void>;
}

export function SignInForm({ onSubmit }: SignInFormProps) {
  return (
    <Form<SignInValues> onSubmit={(values) => onSubmit(values)}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="form" onSubmit={handleSubmit} noValidate aria-label="Sign in">
          {submitError ? <ErrorMessage message={submitError} testId="sign-in-error" /> : null}
          <TextField name="username" label="ID number or email" validate={required} autoComplete="username" />
          <TextField name="password" label="Password" type="password" validate={required} autoComplete="current-password" />
          <Button type="submit" block disabled={submitting}>
            {submitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      )}
    </Form>
  );
}
