import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage } from '@imali/shared/ui';
import {
  ID_NUMBER_MAX_LENGTH,
  composeValidators,
  isSouthAfricanIdType,
  required,
  usingField,
  validateEmail,
  validateSaIdNumber,
  type ValidationMessage,
  type Validator,
} from '@imali/shared/validation';
import { InputField, SelectField } from '@imali/shared/web';
import { DEFAULT_ID_TYPE, ID_TYPE_OPTIONS } from '../registration/id-types';
import { useExistingUser, type CheckExistingUser } from '../registration/use-existing-user';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

export interface RegisterValues {
  idType: string;
  idNumber?: string;
  email?: string;
  password?: string;
}

/** The form's field names, for placing the server's per-field messages. */
export const REGISTER_FIELDS: readonly string[] = ['idType', 'idNumber', 'email', 'password'];

const idTypeOf = (allValues: object | undefined) => (allValues as Partial<RegisterValues> | undefined)?.idType || DEFAULT_ID_TYPE;

/**
 * A South African ID number is required; other ID types may sign up with an e-mail address
 * instead (the same rule as the server's).
 */
const idNumberRequired: Validator = (value, allValues) =>
  isSouthAfricanIdType(idTypeOf(allValues)) || required((allValues as Partial<RegisterValues> | undefined)?.email) ? required(value) : undefined;

export function validatePasswordLength(value: unknown): ValidationMessage {
  return typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH ? undefined : PASSWORD_LENGTH_MESSAGE;
}

const ID_NUMBER_RULE = composeValidators(idNumberRequired, usingField<string>('idType', validateSaIdNumber));
const PASSWORD_RULE = composeValidators(required, validatePasswordLength);
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
            validate={ID_NUMBER_RULE}
            maxLength={ID_NUMBER_MAX_LENGTH}
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
            hint={isSouthAfricanIdType(values.idType) ? 'Optional' : 'Optional when you give an ID number'}
          />
          <InputField
            name="password"
            label="Password"
            type="password"
            validate={PASSWORD_RULE}
            autoComplete="new-password"
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
