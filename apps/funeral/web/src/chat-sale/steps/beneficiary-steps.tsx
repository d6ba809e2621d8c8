import { InputField } from '@imali/shared/web';
import { CELL_NUMBER_MAX_LENGTH, ID_NUMBER_MAX_LENGTH, NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '@imali/shared/validation';
import { CONTINUE, StepForm } from '../../forms/step-form';
import { validateBeneficiary } from '../chat-sale-rules';
import type { ChatBeneficiary, ChatBeneficiaryValues } from '../chat-sale-state';
import { ChoiceButtons } from './choice-buttons';
import type { OnAnswer } from './step-props';

/** beneficiarySpouse (funeral.md §4): yes goes to ownAccount, no to beneficiaryInfo. */
export function BeneficiarySpouseStep({ onAnswer }: { onAnswer: OnAnswer }) {
  return (
    <ChoiceButtons
      label="Is your spouse your beneficiary?"
      choices={[
        { label: 'Yes', onChoose: () => onAnswer({ text: 'Yes', update: (state) => ({ ...state, beneficiary: { isSpouse: true } }) }) },
        {
          label: 'No',
          variant: 'secondary',
          onChoose: () => onAnswer({ text: 'No', update: (state) => ({ ...state, beneficiary: { ...state.beneficiary, isSpouse: false } }) }),
        },
      ]}
    />
  );
}

export interface BeneficiaryInfoStepProps {
  beneficiary: ChatBeneficiary | null;
  serverErrors?: Record<string, string> | null;
  today?: Date;
  onAnswer: OnAnswer;
}

/** beneficiaryInfo: names and cell number required; e-mail and ID number checked when given (funeral.md §5). */
export function BeneficiaryInfoStep({ beneficiary, serverErrors, today, onAnswer }: BeneficiaryInfoStepProps) {
  const initialValues: ChatBeneficiaryValues = {
    firstNames: beneficiary?.firstNames ?? '',
    surname: beneficiary?.surname ?? '',
    cellNumber: beneficiary?.cellNumber ?? '',
    email: beneficiary?.email ?? '',
    idNumber: beneficiary?.idNumber ?? '',
  };
  return (
    <StepForm<ChatBeneficiaryValues>
      testId="chat-beneficiary-form"
      initialValues={initialValues}
      validate={(values) => validateBeneficiary(values, today)}
      serverErrors={serverErrors}
      look="chat"
      submits={CONTINUE}
      onSubmit={(values) =>
        onAnswer({
          text: `${values.firstNames.trim()} ${values.surname.trim()}, ${values.cellNumber.trim()}`,
          update: (state) => ({ ...state, beneficiary: { ...values, isSpouse: false } }),
        })
      }
    >
      <InputField name="firstNames" label="First names" autoComplete="off" maxLength={NAME_MAX_LENGTH} />
      <InputField name="surname" label="Surname" autoComplete="off" maxLength={NAME_MAX_LENGTH} />
      <InputField name="cellNumber" label="Cell number" type="tel" inputMode="numeric" autoComplete="off" maxLength={CELL_NUMBER_MAX_LENGTH} />
      <InputField name="email" label="Email" type="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} hint="Optional" />
      <InputField name="idNumber" label="ID number" autoComplete="off" maxLength={ID_NUMBER_MAX_LENGTH} hint="Optional" />
    </StepForm>
  );
}
