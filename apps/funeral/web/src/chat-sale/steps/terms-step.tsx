import { useMutation } from '@apollo/client/react';
import { validateAcceptTerms } from '@imali/shared/validation';
import { CheckboxField, TermsLink, submissionErrors } from '@imali/shared/web';
import { CONTINUE, StepForm } from '../../forms/step-form';
import { FuneralChatSaleAcceptTermsDocument } from '../../gql/graphql';
import { TERMS_ADVANCE_MS } from '../chat-sale-state';
import { TERMS_THANKS } from '../chat-sale-texts';
import type { OnAnswer } from './step-props';

interface TermsValues {
  acceptTerms: boolean;
}

/**
 * terms (funeral.md §4): the client ticks "I accept the Ts and Cs" (the text from the server's
 * template, via TermsLink); the acceptance is recorded on their profile, then the chat thanks
 * them and moves on by itself after 2 seconds.
 */
export function TermsStep({ onAnswer }: { onAnswer: OnAnswer }) {
  const [acceptTerms] = useMutation(FuneralChatSaleAcceptTermsDocument);
  return (
    <StepForm<TermsValues>
      testId="chat-terms-form"
      initialValues={{ acceptTerms: false }}
      look="chat"
      submits={CONTINUE}
      onSubmit={async () => {
        try {
          await acceptTerms({ variables: { input: { acceptedTerms: true } } });
        } catch (error) {
          return submissionErrors(error, { fields: ['acceptTerms'], rename: { acceptedTerms: 'acceptTerms' } });
        }
        onAnswer({
          text: 'I accept the Ts and Cs',
          update: (state) => ({ ...state, acceptedTerms: true }),
          note: TERMS_THANKS,
          delayMs: TERMS_ADVANCE_MS,
        });
        return undefined;
      }}
    >
      <CheckboxField
        name="acceptTerms"
        label="I accept the Ts and Cs"
        validate={(value) => validateAcceptTerms(value, 'funeral')}
        extra={<TermsLink>Read the terms and conditions</TermsLink>}
      />
    </StepForm>
  );
}
