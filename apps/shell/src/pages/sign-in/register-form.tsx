import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage } from '@imali/shared/ui';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  ID_NUMBER_MAX_LENGTH,
  PASSWORD_MESSAGE,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_ID_NUMBER_MAX_LENGTH,
  composeValidators,
  isSouthAfricanIdType,
  required,
  validateEmail,
  validatePassword,
  validateSignUpIdNumber,
} from '@imali/shared/validation';
import { InputField, SelectField } from '@imali/shared/web';
import { DEFAULT_ID_TYPE, ID_TYPE_OPTIONS } from '../registration/id-types';
import type { RegisterValues } from './register-values';
import { useExistingUser, type CheckExistingUser } from '../registration/use-existing-user';

// The rules live in shared validation; identity's signUp runs the same functions.
export { PASSWORD_MIN_LENGTH };
export const PASSWORD_LENGTH_MESSAGE = PASSWORD_MESSAGE;

export { REGISTER_FIELDS, type RegisterValues } from './register-values';

const PASSWORD_RULE = composeValidators(required, validatePassword);
const INITIAL_VALUES: RegisterValues = { idType: DEFAULT_ID_TYPE };

export interface RegisterFormProps {
  /** Resolves to submission errors (FORM_ERROR and/or per field) or nothing on success. */
  onSubmit: (values: RegisterValues) => Promise<SubmissionErrors | void>;
  /** The existing-user check on ID number blur (spec §5.4). */
  checkExistingUser?: CheckExistingUser;
}

/** Sign up: ID type and number (or e-mail), password. The profile follows once signed in. */
export function RegisterForm({ onSubmit, checkExistingUser }: RegisterFormProps) {
  const existing = useExistingUser(checkExistingUser);
  return (
    <Form<RegisterValues> onSubmit={(values) => onSubmit(values)} initialValues={INITIAL_VALUES} validate={existing.validate}>
      {({ handleSubmit, submitting, submitError, values, form }) => (
        <form className="form" onSubmit={handleSubmit} noValidate aria-label="Register" data-testid="register-form">
          {submitError ? <ErrorMessage message={submitError} testId="register-error" /> : null}
          <SelectField name="idType" label="ID type" options={ID_TYPE_OPTIONS} validate={required} />
          <InputField
            name="idNumber"
            label="ID number"
            validate={validateSignUpIdNumber}
            maxLength={isSouthAfricanIdType(values.idType) ? ID_NUMBER_MAX_LENGTH : SIGN_UP_ID_NUMBER_MAX_LENGTH}
            inputMode={isSouthAfricanIdType(values.idType) ? 'numeric' : 'text'}
            autoComplete="off"
            onBlur={(value) => existing.onIdNumberBlur(value, form.getState().values.idType)}
          />
          <InputField
            name="email"
            label="Email"
            type="email"
            validate={validateEmail}
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            hint={isSouthAfricanIdType(values.idType) ? 'Optional' : 'Optional when you give an ID number'}
          />
          <InputField
            name="password"
            label="Password"
            type="password"
            validate={PASSWORD_RULE}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          />
          <Button type="submit" block disabled={submitting}>
            {submitting ? 'Registering…' : 'Register'}
          </Button>
        </form>
      )}
    </Form>
  );
}
