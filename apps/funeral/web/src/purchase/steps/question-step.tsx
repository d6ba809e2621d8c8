import { useId, type ReactNode } from 'react';
import { Button } from '@imali/shared/ui';

export interface QuestionStepProps {
  testId: string;
  question: string;
  /** Text under the question. */
  children?: ReactNode;
  yesLabel?: string;
  noLabel?: string;
  onAnswer: (yes: boolean) => void;
  /** The earlier answer, marked on its button. */
  answer?: boolean | null;
  actions?: ReactNode;
}

/** A yes-or-no step (beneficiarySpouse, ownAccount): the question and one button per answer. */
export function QuestionStep({ testId, question, children, yesLabel = 'Yes', noLabel = 'No', onAnswer, answer, actions }: QuestionStepProps) {
  const id = useId();
  return (
    <div className="funeral-question" data-testid={testId}>
      <p id={id} className="funeral-question__text">
        {question}
      </p>
      {children}
      <div className="funeral-actions" role="group" aria-labelledby={id}>
        <Button block variant={answer === false ? 'secondary' : 'primary'} aria-pressed={answer === true ? true : undefined} onClick={() => onAnswer(true)}>
          {yesLabel}
        </Button>
        <Button block variant={answer === false ? 'primary' : 'secondary'} aria-pressed={answer === false ? true : undefined} onClick={() => onAnswer(false)}>
          {noLabel}
        </Button>
        {actions}
      </div>
    </div>
  );
}
