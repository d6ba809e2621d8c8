import { normaliseIdNumber } from '@imali/funeral/domain';
import { BeneficiaryForm } from '../../forms/sale-forms';
import type { BeneficiaryAnswers } from '../../sale/sale-mapper';
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
  const answer = (values: BeneficiaryAnswers) =>
    onAnswer({
      text: `${values.firstNames?.trim()} ${values.surname?.trim()}, ${values.cellNumber?.trim()}`,
      update: (state) => ({ ...state, beneficiary: { ...(values as ChatBeneficiaryValues), isSpouse: false } }),
    });
  // No ID type is asked: a South African ID number, read without spaces as the chat sends it.
  const chat = { look: 'chat', withIdType: false, readIdNumber: normaliseIdNumber } as const;
  return <BeneficiaryForm testId="chat-beneficiary-form" values={initialValues} serverErrors={serverErrors} today={today} onSubmit={answer} {...chat} />;
}
