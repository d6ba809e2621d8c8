import { useMemo, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Button, ErrorMessage, ReadOnlyField } from '@imali/shared/ui';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  CELL_NUMBER_MAX_LENGTH,
  ID_NUMBER_MAX_LENGTH,
  composeValidators,
  isSouthAfricanIdType,
  required,
  usingField,
  validateAcceptTerms,
  validateCellphone,
  validateEmail,
  validateFutureDate,
  validateMonthlyIncome,
  validateSaIdNumber,
  type Validator,
} from '@imali/shared/validation';
import { CheckboxField, InputField, SelectField, submissionErrors } from '@imali/shared/web';
import { ID_TYPE_OPTIONS, idTypeLabel } from './id-types';
import { PROFILE_FIELD_RENAMES, effectiveIdType, isIdLocked, profileFormFields, profileInitialValues, toProfileInput, type ProfileValues } from './profile-values';
import { type ProfileClient } from './profile-values';
import { type UpdateClientInput } from '../../gql/graphql';
import { TermsLink } from './terms-link';
import { useExistingUser, type CheckExistingUser } from './use-existing-user';

// Spec §5.4 profile rules, from the shared validation library.
const ID_NUMBER_RULE: Validator = composeValidators(required, usingField<string>('idType', validateSaIdNumber));
const CELL_NUMBER_RULE: Validator = composeValidators(required, validateCellphone);
const PASSPORT_EXPIRY_RULE: Validator = (value) => validateFutureDate(value);
const ACCEPT_TERMS_RULE: Validator = (value) => validateAcceptTerms(value, 'profile');
/** Savings §5, "Income field on the profile update form": a required-style and a numeric check. Optional at registration (§5.4). */
const SETTINGS_INCOME_RULE: Validator = composeValidators(required, validateMonthlyIncome);

export interface ProfileFormProps {
  client: ProfileClient;
  /** Registration (shown by the route guard) or Profile Settings. */
  mode: 'registration' | 'settings';
  /** Saves the input; rejects with the mutation's error, whose messages the form places. */
  save: (input: UpdateClientInput) => Promise<void>;
  /** The existing-user check on ID number blur (only while the ID number can still be entered). */
  checkExistingUser?: CheckExistingUser;
  /** What opens the terms beside the tick box; defaults to TermsLink. */
  termsLink?: ReactNode;
}

/** The registration profile form (spec §5.4 Profile), also used by Profile Settings. */
export function ProfileForm({ client, mode, save, checkExistingUser, termsLink }: ProfileFormProps) {
  const initialValues = useMemo(() => profileInitialValues(client), [client]);
  const locked = isIdLocked(client);
  const existing = useExistingUser(locked ? undefined : checkExistingUser);
  const [saved, setSaved] = useState(false);

  const submit = async (values: ProfileValues) => {
    setSaved(false);
    try {
      await save(toProfileInput(values, client));
    } catch (error) {
      return submissionErrors(error, {
        fields: profileFormFields(client, values),
        rename: PROFILE_FIELD_RENAMES,
        fallback: 'We could not save your profile. Check your connection and try again.',
      });
    }
    setSaved(true);
    return undefined;
  };

  return (
    <Form<ProfileValues> onSubmit={submit} initialValues={initialValues} validate={existing.validate}>
      {({ handleSubmit, submitting, submitError, values, form, hasValidationErrors }) => {
        const southAfrican = isSouthAfricanIdType(effectiveIdType(client, values));
        return (
          <form
            className="form"
            onSubmit={handleSubmit}
            noValidate
            aria-label={mode === 'registration' ? 'Your profile' : 'Profile settings'}
            data-testid="profile-form"
          >
            {submitError ? <ErrorMessage message={submitError} testId="profile-form-error" /> : null}
            {saved && mode === 'settings' ? (
              <div className="status-notice" role="status" data-testid="profile-saved">
                <p>Your profile has been saved.</p>
              </div>
            ) : null}
            <InputField name="firstNames" label="First names" validate={required} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
            <InputField name="surname" label="Surname" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
            {locked ? (
              <>
                <ReadOnlyField label="ID type" value={idTypeLabel(client.idType) || idTypeLabel('rsa_id')} />
                <ReadOnlyField label="ID number" value={client.idNumber ?? ''} />
                <p className="field__hint" data-testid="id-locked">
                  Your ID number cannot be changed once it is set.
                </p>
              </>
            ) : (
              <>
                <SelectField name="idType" label="ID type" options={ID_TYPE_OPTIONS} validate={required} />
                <InputField
                  name="idNumber"
                  label="ID number"
                  validate={ID_NUMBER_RULE}
                  maxLength={ID_NUMBER_MAX_LENGTH}
                  inputMode={southAfrican ? 'numeric' : 'text'}
                  autoComplete="off"
                  onBlur={(value) => existing.onIdNumberBlur(value, form.getState().values.idType)}
                />
              </>
            )}
            {southAfrican ? null : (
              <InputField name="passportExpiresDate" label="Passport expiry date" type="date" validate={PASSPORT_EXPIRY_RULE} />
            )}
            <InputField
              name="cellNumber"
              label="Mobile number"
              type="tel"
              inputMode="tel"
              maxLength={CELL_NUMBER_MAX_LENGTH}
              validate={CELL_NUMBER_RULE}
              autoComplete="tel-national"
              hint={mode === 'registration' ? 'We will send a one-time PIN (OTP) to this number.' : undefined}
            />
            <InputField name="email" label="Email" type="email" validate={validateEmail} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
            <InputField
              name="income"
              label="Monthly income"
              placeholder="Enter your Monthly Income"
              inputMode="decimal"
              validate={mode === 'settings' ? SETTINGS_INCOME_RULE : validateMonthlyIncome}
            />
            <CheckboxField name="marketingConsent" label="I agree to receive marketing from Imali" />
            <CheckboxField
              name="acceptedTerms"
              label="I accept the Terms and Conditions"
              validate={ACCEPT_TERMS_RULE}
              extra={termsLink ?? <TermsLink />}
            />
            {/* Profile Settings: "The update button is disabled while the form is invalid; clicking it
                while disabled marks all fields touched" (aria-disabled: it looks and reads disabled,
                and a click submits, which final-form refuses while invalid and marks every field
                touched, so each shows its message). */}
            <Button type="submit" block disabled={submitting} aria-disabled={mode === 'settings' && hasValidationErrors ? true : undefined}>
              {submitting ? 'Saving…' : mode === 'registration' ? 'Continue' : 'Save changes'}
            </Button>
          </form>
        );
      }}
    </Form>
  );
}
