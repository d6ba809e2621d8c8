import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage } from '@imali/shared/ui';
import { SIGN_IN_MAX_LENGTHS, SIGN_IN_RULES, composeValidators } from '@imali/shared/validation';
import { TextField } from '@imali/shared/web';

export interface SignInValues {
  username: string;
  password: string;
}

export interface SignInFormProps {
  /** Resolves to submission errors (FORM_ERROR and/or per field) or nothing on success. */
  onSubmit: (values: SignInValues) => Promise<SubmissionErrors | void>;
}

const validateUsername = composeValidators(...SIGN_IN_RULES.username);
const validatePassword = composeValidators(...SIGN_IN_RULES.password);

export function SignInForm({ onSubmit }: SignInFormProps) {
  return (
    <Form<SignInValues> onSubmit={(values) => onSubmit(values)}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="form" onSubmit={handleSubmit} noValidate aria-label="Sign in">
          {submitError ? <ErrorMessage message={submitError} testId="sign-in-error" /> : null}
          <TextField name="username" label="ID number or email" validate={validateUsername} maxLength={SIGN_IN_MAX_LENGTHS.username} autoComplete="username" />
          <TextField name="password" label="Password" type="password" validate={validatePassword} maxLength={SIGN_IN_MAX_LENGTHS.password} autoComplete="current-password" />
          <Button type="submit" block disabled={submitting}>
            {submitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      )}
    </Form>
  );
}
