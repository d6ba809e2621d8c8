import { useState } from 'react';
import { Button } from '@imali/shared/ui';
import { reasonRule } from '../../quote/quote-rules';
import { DECLINE_REASONS } from '../quick-quote-steps';
import { RadioGroupField } from '@imali/shared/web';
import { StepForm } from '../../forms/step-form';

const REASON_OPTIONS = DECLINE_REASONS.map((reason) => ({ value: reason, label: reason }));

/** noThanks: why the quote is not for them (one of the spec's four reasons). */
export function NoThanksStep({ reason, onChosen, onBack }: { reason?: string; onChosen: (reason: string) => void; onBack: () => void }) {
  const [initialValues] = useState(() => ({ reason: reason ?? '' }));
  return (
    <StepForm
      testId="no-thanks"
      initialValues={initialValues}
      submits={[{ label: 'Continue', intent: 'submit' }]}
      onSubmit={(answers) => {
        onChosen(answers.reason);
        return undefined;
      }}
      actions={
        <Button variant="ghost" block onClick={onBack}>
          Back to my quote
        </Button>
      }
    >
      {() => <RadioGroupField name="reason" legend="Reason" options={REASON_OPTIONS} validate={reasonRule} />}
    </StepForm>
  );
}

/**
 * emailFeedback: thanks for the answer, then close. Nothing is emailed or recorded yet (the
 * contract has no feedback call; docs/decisions/funeral-web-quick-quote.md), so the screen
 * promises nothing.
 */
export function EmailFeedbackStep({ reason, onRequestCallback, onClose }: { reason?: string; onRequestCallback: () => void; onClose: () => void }) {
  return (
    <div className="funeral-feedback" data-testid="email-feedback">
      <p>Thank you for letting us know.</p>
      <p className="muted">If you change your mind, you can get a new quote here at any time.</p>
      {reason === 'I need more information first' ? <p>We can call you to answer your questions.</p> : null}
      <div className="funeral-actions">
        <Button block onClick={onClose} data-testid="email-feedback-close">
          Close
        </Button>
        <Button variant="secondary" block onClick={onRequestCallback}>
          Request a Callback
        </Button>
      </div>
    </div>
  );
}
