import type { ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Button } from '@imali/shared/ui';
import { BeneficiaryForm } from '../../forms/sale-forms';
import type { StepSubmit } from '../../forms/step-form';
import type { BeneficiaryFormValues } from '../purchase-values';
import { QuestionStep } from './question-step';

/** beneficiary: what a beneficiary is; the spouse question or the beneficiary's details follow. */
export function BeneficiaryStep({ onContinue, actions }: { onContinue: () => void; actions?: ReactNode }) {
  return (
    <div className="funeral-question" data-testid="beneficiary">
      <p className="funeral-question__text">Who should we pay when you pass away?</p>
      <p className="muted">Your beneficiary receives your cover amount to pay for your funeral. Choose someone you trust.</p>
      <div className="funeral-actions">
        <Button block onClick={onContinue}>
          Continue
        </Button>
        {actions}
      </div>
    </div>
  );
}

/** beneficiarySpouse: is the spouse the beneficiary? Yes goes to ownAccount, No to beneficiaryInfo. */
export function BeneficiarySpouseStep({ spouseName, answer, onAnswer, actions }: { spouseName: string; answer: boolean | null; onAnswer: (yes: boolean) => void; actions?: ReactNode }) {
  return (
    <QuestionStep testId="beneficiary-spouse" question={spouseName ? `Is your spouse, ${spouseName}, your beneficiary?` : 'Is your spouse your beneficiary?'} answer={answer} onAnswer={onAnswer} actions={actions}>
      <p className="muted">We use the details you gave for your spouse.</p>
    </QuestionStep>
  );
}

export interface BeneficiaryInfoStepProps {
  values: BeneficiaryFormValues;
  serverErrors?: SubmissionErrors;
  onSubmit: StepSubmit<BeneficiaryFormValues>;
  actions?: ReactNode;
  today?: Date;
}

/** beneficiaryInfo: names and cell number required; e-mail and ID number checked when given (section 5). */
export function BeneficiaryInfoStep(props: BeneficiaryInfoStepProps) {
  return <BeneficiaryForm testId="beneficiary-info" {...props} />;
}
