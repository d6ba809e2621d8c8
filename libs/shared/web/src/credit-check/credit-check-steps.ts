// The identity-verification steps every credit product runs before it reads a credit record
// (credit-life-clearance-vault-policies-groups.md sections 2.1, 4.2, 7.1 and 8): the ID number
// (and income), three multiple-choice questions from the bureau (telephone, employer, account),
// then an access code, or 'Oops! Something went wrong.' with 'Let's try again' and
// 'Nevermind, I'm out'. Steps as data on the one wizard engine (../wizard).
import type { WizardDefinition } from '../wizard/wizard-machine';

export const CREDIT_CHECK_STEPS = ['idNumber', 'verificationStep1', 'verificationStep2', 'verificationStep3', 'error'] as const;
export type CreditCheckStep = (typeof CREDIT_CHECK_STEPS)[number];

export interface CreditCheckValues {
  idNumber: string;
  /** Monthly income in rand as typed (optional; the bureau's affordability uses it). */
  income: string;
  telephone: string;
  employer: string;
  account: string;
  /** This set of questions (getChallenge's challengeId): the answers are checked against it. */
  challengeId: string | null;
  /** The bureau's choices for this attempt. */
  telephones: readonly string[];
  employers: readonly string[];
  accounts: readonly string[];
  /** Why the error step shows. */
  errorMessage: string | null;
  /** Attempts left today (of 3 per ID number), as the server last said; null before it said. */
  attemptsLeft: number | null;
}

export const CREDIT_CHECK_TITLE = 'Identity Verification';
export const ERROR_TITLE = 'Oops! Something went wrong.';
export const TRY_AGAIN_LABEL = "Let's try again";
export const NEVERMIND_LABEL = "Nevermind, I'm out";
export const VERIFY_LABEL = 'Verify';
export const CONTINUE_LABEL = 'Continue';
/** The API contract's words for the fourth attempt of a day. */
export const ATTEMPT_LIMIT_MESSAGE = 'You have reached the maximum of 3 attempts today. Please try again tomorrow.';
/** Ours: the answers did not match the record (the spec gives only the error step's title). */
export const WRONG_ANSWERS_MESSAGE = 'Your answers did not match your credit record.';
/** The spec's credit record failure text. */
export const CREDIT_RECORD_FAILURE_MESSAGE = 'An error has occured';

export const QUESTIONS = {
  verificationStep1: { field: 'telephone', choices: 'telephones', legend: 'Which of these telephone numbers have you used?' },
  verificationStep2: { field: 'employer', choices: 'employers', legend: 'Which of these employers have you worked for?' },
  verificationStep3: { field: 'account', choices: 'accounts', legend: 'Which of these accounts do you have?' },
} as const satisfies Record<string, { field: keyof CreditCheckValues; choices: keyof CreditCheckValues; legend: string }>;

export type QuestionStep = keyof typeof QUESTIONS;

export function attemptsLeftText(attemptsLeft: number | null): string | null {
  if (attemptsLeft === null || attemptsLeft < 0) return null;
  return attemptsLeft === 1 ? 'You have 1 attempt left today.' : `You have ${attemptsLeft} attempts left today.`;
}

/** No attempt is left: the error step offers no new try. */
export const attemptsExhausted = (values: Pick<CreditCheckValues, 'attemptsLeft'>) => values.attemptsLeft === 0;

export function initialCreditCheckValues(idNumber?: string | null, income?: number | null): CreditCheckValues {
  return {
    idNumber: idNumber ?? '',
    income: typeof income === 'number' && income > 0 ? String(income) : '',
    telephone: '',
    employer: '',
    account: '',
    challengeId: null,
    telephones: [],
    employers: [],
    accounts: [],
    errorMessage: null,
    attemptsLeft: null,
  };
}

export const creditCheckWizard: WizardDefinition<CreditCheckValues, CreditCheckStep> = {
  id: 'shared.credit-check',
  version: 1,
  steps: [
    { id: 'idNumber', titles: ['Let us confirm it is you', 'We ask the credit bureau three questions only you can answer'] },
    { id: 'verificationStep1', titles: ['Question 1 of 3'] },
    { id: 'verificationStep2', titles: ['Question 2 of 3'] },
    // Answered by doChallenge: the component moves on (to the owner, or to the error step).
    { id: 'verificationStep3', titles: ['Question 3 of 3'], next: () => null },
    { id: 'error', titles: [ERROR_TITLE], next: () => null },
  ],
};
