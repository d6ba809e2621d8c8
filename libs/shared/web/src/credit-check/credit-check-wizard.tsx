// The identity-verification steps as a component: the debt dashboard's "verify once", and the
// credit life and clearance wizards' verification. It asks getChallenge and doChallenge
// (always from the network), and hands the caller the access code when the person passed.
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage } from '@imali/shared/ui';
import {
  composeValidators,
  ID_NUMBER_MAX_LENGTH,
  required,
  toNumber,
  validateBetween,
  validateNumber,
  validateSaIdNumber,
  validateSelectOne,
  type Validator,
} from '@imali/shared/validation';
import { errorCode } from '../feedback/error-details';
import { errorMessage, fieldErrors } from '../feedback/errors';
import { InputField } from '../forms/input-field';
import { RadioGroupField } from '../forms/radio-group-field';
import { SharedDoChallengeDocument, SharedGetChallengeDocument } from '../gql/graphql';
import { useWizard } from '../wizard/use-wizard';
import { WizardModal, WizardStepFrame } from '../wizard/wizard-modal';
import {
  ATTEMPT_LIMIT_MESSAGE,
  attemptsExhausted,
  attemptsLeftText,
  CONTINUE_LABEL,
  CREDIT_CHECK_STEPS,
  CREDIT_CHECK_TITLE,
  CREDIT_RECORD_FAILURE_MESSAGE,
  creditCheckWizard,
  initialCreditCheckValues,
  NEVERMIND_LABEL,
  QUESTIONS,
  TRY_AGAIN_LABEL,
  VERIFY_LABEL,
  WRONG_ANSWERS_MESSAGE,
  type CreditCheckValues,
  type QuestionStep,
} from './credit-check-steps';

/** Ours: the income field's range in rand a month (the credit life income slider goes to 50 000). */
export const CREDIT_CHECK_INCOME_MAX = 10_000_000;

const validateIdNumber: Validator = composeValidators(required, (value) => validateSaIdNumber(value));
const validateIncome: Validator = composeValidators(validateNumber, validateBetween(0, CREDIT_CHECK_INCOME_MAX));

export interface CreditCheckStepsProps {
  /** The ID number to start from (a signed-in client's own). */
  idNumber?: string | null;
  /** The ID number cannot be changed (a signed-in client verifies their own). */
  lockIdNumber?: boolean;
  /** Ask for a monthly income too (visitors: the record's affordability uses it). */
  askIncome?: boolean;
  income?: number | null;
  /** Ask the questions even when the server would skip them (clearance's force). */
  force?: boolean;
  /** The person passed (or needed no questions): the access code for getCreditRecord. */
  onVerified: (accessCode: string) => void;
  /** 'Nevermind, I'm out', or the modal closed. */
  onClose: () => void;
}

type IdNumberAnswers = Pick<CreditCheckValues, 'idNumber' | 'income'>;

/** The steps in a frame of the caller's own (a wizard of theirs, a page). */
export function CreditCheckSteps({ idNumber, lockIdNumber = false, askIncome = false, income, force, onVerified, onClose }: CreditCheckStepsProps) {
  const client = useApolloClient();
  // No draft: the answers hold an ID number and the bureau's questions (nothing to keep).
  const wizard = useWizard({ definition: creditCheckWizard, initialValues: () => initialCreditCheckValues(idNumber, income), draft: false });
  const { values, goTo, next, complete } = wizard;

  const verified = useCallback(
    (accessCode: string) => {
      complete();
      onVerified(accessCode);
    },
    [complete, onVerified],
  );
  const failed = useCallback(
    (message: string, attemptsLeft: number | null) =>
      goTo('error', (current) => ({ ...current, errorMessage: attemptsLeft === 0 ? ATTEMPT_LIMIT_MESSAGE : message, attemptsLeft }), { remember: false }),
    [goTo],
  );

  // The ID number is shown, not asked, when it is fixed and known.
  const lockedIdNumber = lockIdNumber && Boolean(values.idNumber);

  const askChallenge = async (answers: IdNumberAnswers): Promise<SubmissionErrors | void> => {
    const idNumberText = answers.idNumber.trim();
    const incomeAmount = askIncome ? toNumber(answers.income) : undefined;
    try {
      const { data } = await client.query({
        query: SharedGetChallengeDocument,
        variables: { idNumber: idNumberText, income: incomeAmount ?? null, force: force ?? null },
        fetchPolicy: 'network-only',
      });
      const challenge = data?.getChallenge;
      if (!challenge) return failed(CREDIT_RECORD_FAILURE_MESSAGE, null);
      if (challenge.accessCode) return verified(challenge.accessCode);
      if (challenge.error) return failed(challenge.error, challenge.attemptsLeft);
      if (challenge.attemptsLeft === 0) return failed(ATTEMPT_LIMIT_MESSAGE, 0);
      if (!challenge.challengeId || !challenge.telephones.length || !challenge.employers.length || !challenge.accounts.length) return failed(CREDIT_RECORD_FAILURE_MESSAGE, challenge.attemptsLeft);
      next({
        ...values,
        idNumber: idNumberText,
        income: answers.income ?? '',
        telephone: '',
        employer: '',
        account: '',
        challengeId: challenge.challengeId,
        telephones: challenge.telephones,
        employers: challenge.employers,
        accounts: challenge.accounts,
        attemptsLeft: challenge.attemptsLeft,
        errorMessage: null,
      });
    } catch (error) {
      // An input the server refused (a bad ID number): beside the field. Anything else: the error step.
      const byField = fieldErrors(error);
      // A fixed ID number (shown, not a field: e.g. a client's passport number) has no box to show its message beside.
      if (byField['idNumber'] && lockedIdNumber) return { ...byField, [FORM_ERROR]: byField['idNumber'] };
      if (byField['idNumber'] || byField['income']) return byField;
      if (errorCode(error) === 'BAD_USER_INPUT') return { [FORM_ERROR]: errorMessage(error) };
      failed(errorMessage(error, CREDIT_RECORD_FAILURE_MESSAGE), null);
    }
  };

  const answerChallenge = async (account: string): Promise<SubmissionErrors | void> => {
    // Never without its set: the answers are checked against the questions shown.
    if (!values.challengeId) return failed(CREDIT_RECORD_FAILURE_MESSAGE, values.attemptsLeft);
    try {
      const { data } = await client.query({
        query: SharedDoChallengeDocument,
        variables: { idNumber: values.idNumber, challengeId: values.challengeId, telephone: values.telephone, employer: values.employer, account },
        fetchPolicy: 'network-only',
      });
      const result = data?.doChallenge;
      if (result?.passedChallenge && result.accessCode) return verified(result.accessCode);
      failed(result?.error || WRONG_ANSWERS_MESSAGE, result?.attemptsLeft ?? null);
    } catch (error) {
      failed(errorMessage(error, CREDIT_RECORD_FAILURE_MESSAGE), null);
    }
  };

  const tryAgain = () =>
    goTo('idNumber', (current) => ({ ...initialCreditCheckValues(current.idNumber, null), income: current.income, attemptsLeft: current.attemptsLeft }), { clearHistory: true });

  let content;
  if (wizard.step === 'idNumber') {
    content = (
      <Form<IdNumberAnswers> onSubmit={askChallenge} initialValues={{ idNumber: values.idNumber, income: values.income }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form className="form" noValidate onSubmit={handleSubmit} data-testid="credit-check-id-form">
            {lockedIdNumber ? (
              <p data-testid="credit-check-id-number">
                ID number: <strong>{values.idNumber}</strong>
              </p>
            ) : (
              <InputField name="idNumber" label="ID number" inputMode="numeric" autoComplete="off" maxLength={ID_NUMBER_MAX_LENGTH} validate={validateIdNumber} />
            )}
            {askIncome ? <InputField name="income" label="Monthly income (R)" inputMode="decimal" maxLength={12} validate={validateIncome} placeholder="Enter your Monthly Income" /> : null}
            {submitError ? <ErrorMessage message={submitError} testId="credit-check-error" /> : null}
            <Button type="submit" block disabled={submitting} aria-busy={submitting || undefined}>
              {CONTINUE_LABEL}
            </Button>
          </form>
        )}
      </Form>
    );
  } else if (wizard.step === 'error') {
    const exhausted = attemptsExhausted(values);
    const attempts = exhausted ? null : attemptsLeftText(values.attemptsLeft);
    content = (
      <div className="credit-check-error">
        <p role="alert" data-testid={exhausted ? 'credit-check-limit' : 'credit-check-error-message'}>
          {values.errorMessage ?? WRONG_ANSWERS_MESSAGE}
        </p>
        {attempts ? <p data-testid="credit-check-attempts-left">{attempts}</p> : null}
        <div className="form__actions">
          {exhausted ? null : (
            <Button block onClick={tryAgain}>
              {TRY_AGAIN_LABEL}
            </Button>
          )}
          <Button block variant="secondary" onClick={onClose}>
            {NEVERMIND_LABEL}
          </Button>
        </div>
      </div>
    );
  } else {
    const question = QUESTIONS[wizard.step as QuestionStep];
    const last = wizard.step === 'verificationStep3';
    const choices = values[question.choices];
    content = (
      <Form<Record<string, string>>
        key={wizard.step}
        onSubmit={(answers) => {
          const answer = answers[question.field] ?? '';
          if (last) return answerChallenge(answer);
          next({ ...values, [question.field]: answer });
          return undefined;
        }}
        initialValues={{ [question.field]: values[question.field] }}
      >
        {({ handleSubmit, submitting }) => (
          <form className="form" noValidate onSubmit={handleSubmit} data-testid={`credit-check-${question.field}-form`}>
            <RadioGroupField name={question.field} legend={question.legend} options={choices.map((choice) => ({ value: choice, label: choice }))} validate={validateSelectOne} variant="cards" testId={`credit-check-${question.field}`} />
            <Button type="submit" block disabled={submitting} aria-busy={submitting || undefined}>
              {last ? VERIFY_LABEL : CONTINUE_LABEL}
            </Button>
            {wizard.canGoBack ? (
              <Button variant="ghost" block onClick={wizard.back} disabled={submitting}>
                Back
              </Button>
            ) : null}
          </form>
        )}
      </Form>
    );
  }

  return (
    <WizardStepFrame step={wizard.step} testId="credit-check-step">
      {wizard.titles.map((line, index) =>
        index === 0 ? (
          <h3 key={line} className="credit-check__title" data-testid="credit-check-title">
            {line}
          </h3>
        ) : (
          <p key={line} className="muted">
            {line}
          </p>
        ),
      )}
      {content}
    </WizardStepFrame>
  );
}

export interface CreditCheckModalProps extends CreditCheckStepsProps {
  title?: string;
}

/** The steps in the shared stepped modal ("Identity Verification"). */
export function CreditCheckModal({ title = CREDIT_CHECK_TITLE, onClose, ...props }: CreditCheckModalProps) {
  return (
    <WizardModal title={title} stepIds={CREDIT_CHECK_STEPS} step="idNumber" titles={[]} onClose={onClose} testId="credit-check-modal">
      <CreditCheckSteps {...props} onClose={onClose} />
    </WizardModal>
  );
}
