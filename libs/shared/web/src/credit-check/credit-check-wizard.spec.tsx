/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { buildSaIdNumber } from '@imali/shared/validation';
import { SharedDoChallengeDocument, SharedGetChallengeDocument } from '../gql/graphql';
import { CreditCheckModal, type CreditCheckStepsProps } from './credit-check-wizard';
import { ATTEMPT_LIMIT_MESSAGE } from './credit-check-steps';

const ID = buildSaIdNumber({ birthDate: '1985-06-15', serial: 5123 }) as string;

const challenge = (overrides: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: SharedGetChallengeDocument, variables: { idNumber: ID, income: null, force: null } },
  result: {
    data: {
      getChallenge: {
        __typename: 'Challenge',
        error: null,
        challengeId: 'set-a',
        telephones: ['082 *** 1234', '071 *** 5678', '060 *** 9012'],
        employers: ['Shoprite', 'Sasol', 'Transnet'],
        accounts: ['FNB Home Loan', 'Edcon Store Card', 'Capitec Personal Loan'],
        accessCode: null,
        attemptsLeft: 3,
        ...overrides,
      },
    },
  },
});

const answer = (result: Record<string, unknown>, account = 'Edcon Store Card', challengeId = 'set-a'): MockLink.MockedResponse => ({
  request: { query: SharedDoChallengeDocument, variables: { idNumber: ID, challengeId, telephone: '071 *** 5678', employer: 'Sasol', account } },
  result: { data: { doChallenge: { __typename: 'ChallengeResult', accessCode: null, error: null, ...result } } },
});

function open(mocks: MockLink.MockedResponse[], props: Partial<CreditCheckStepsProps> = {}) {
  const onVerified = jest.fn();
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <CreditCheckModal idNumber={ID} lockIdNumber onVerified={onVerified} onClose={onClose} {...props} />
    </MockedProvider>,
  );
  return { onVerified, onClose };
}

const step = () => screen.getByTestId('credit-check-step').getAttribute('data-step');
const waitForStep = (name: string) => waitFor(() => expect(step()).toBe(name));
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

async function answerQuestions() {
  click('Continue');
  await waitForStep('verificationStep1');
  fireEvent.click(screen.getByLabelText('071 *** 5678'));
  click('Continue');
  await waitForStep('verificationStep2');
  fireEvent.click(screen.getByLabelText('Sasol'));
  click('Continue');
  await waitForStep('verificationStep3');
  fireEvent.click(screen.getByLabelText('Edcon Store Card'));
  click('Verify');
}

describe('credit check steps', () => {
  it('opens as the Identity Verification dialog on the ID number step', () => {
    open([]);
    expect(screen.getByRole('dialog', { name: 'Identity Verification' })).toBeTruthy();
    expect(step()).toBe('idNumber');
    expect(screen.getByTestId('credit-check-id-number').textContent).toContain(ID);
  });

  it('hands over the access code when all three answers are right', async () => {
    const { onVerified } = open([challenge(), answer({ passedChallenge: true, accessCode: 'code-123', attemptsLeft: 2 })]);
    await answerQuestions();
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('code-123'));
  });

  it('asks each question as a required choice', async () => {
    open([challenge()]);
    click('Continue');
    await waitForStep('verificationStep1');
    expect(screen.getByRole('group', { name: 'Which of these telephone numbers have you used?' })).toBeTruthy();
    click('Continue');
    expect((await screen.findByRole('alert')).textContent).toBe('Select one');
    expect(step()).toBe('verificationStep1');
  });

  it("shows 'Oops! Something went wrong.' with the attempts left after a wrong answer, and starts again", async () => {
    const { onVerified, onClose } = open([challenge(), answer({ passedChallenge: false, attemptsLeft: 2 }), challenge({ attemptsLeft: 2 })]);
    await answerQuestions();
    await waitForStep('error');
    expect(screen.getByTestId('credit-check-title').textContent).toBe('Oops! Something went wrong.');
    expect(screen.getByTestId('credit-check-error-message').textContent).toBe('Your answers did not match your credit record.');
    expect(screen.getByTestId('credit-check-attempts-left').textContent).toBe('You have 2 attempts left today.');
    expect(onVerified).not.toHaveBeenCalled();
    click("Let's try again");
    await waitForStep('idNumber');
    click('Continue');
    await waitForStep('verificationStep1');
    expect((screen.getByLabelText('071 *** 5678') as HTMLInputElement).checked).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('answers the set of questions it was shown: a new try sends the new set’s challengeId', async () => {
    const { onVerified } = open([
      challenge(),
      answer({ passedChallenge: false, attemptsLeft: 2 }),
      challenge({ challengeId: 'set-b', attemptsLeft: 2 }),
      answer({ passedChallenge: true, accessCode: 'code-b', attemptsLeft: 1 }, 'Edcon Store Card', 'set-b'),
    ]);
    await answerQuestions();
    await waitForStep('error');
    click("Let's try again");
    await waitForStep('idNumber');
    await answerQuestions();
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('code-b'));
  });

  it('shows why a set can no longer be answered (expired) and offers new questions', async () => {
    const expired = 'These questions have expired. Please ask for new questions.';
    open([challenge(), answer({ passedChallenge: false, attemptsLeft: 3, error: expired })]);
    await answerQuestions();
    await waitForStep('error');
    expect(screen.getByTestId('credit-check-error-message').textContent).toBe(expired);
    expect(screen.getByRole('button', { name: "Let's try again" })).toBeTruthy();
  });

  it('never answers without a set of questions: a challenge with no challengeId is a failure', async () => {
    open([challenge({ challengeId: null })]);
    click('Continue');
    await waitForStep('error');
    expect(screen.getByTestId('credit-check-error-message').textContent).toBe('An error has occured');
  });

  it('offers no new try once the attempts of the day are used up', async () => {
    const { onClose } = open([challenge({ attemptsLeft: 1 }), answer({ passedChallenge: false, attemptsLeft: 0, error: ATTEMPT_LIMIT_MESSAGE })]);
    await answerQuestions();
    await waitForStep('error');
    expect(screen.getByTestId('credit-check-limit').textContent).toBe('You have reached the maximum of 3 attempts today. Please try again tomorrow.');
    expect(screen.queryByRole('button', { name: "Let's try again" })).toBeNull();
    click("Nevermind, I'm out");
    expect(onClose).toHaveBeenCalled();
  });

  it('goes straight to the error step when the day’s attempts were used before', async () => {
    open([challenge({ attemptsLeft: 0, challengeId: null, telephones: [], employers: [], accounts: [] })]);
    click('Continue');
    await waitForStep('error');
    expect(screen.getByTestId('credit-check-limit').textContent).toBe(ATTEMPT_LIMIT_MESSAGE);
  });

  it('needs no questions when the server answers with an access code', async () => {
    const { onVerified } = open([challenge({ accessCode: 'signed-in-code', challengeId: null, telephones: [], employers: [], accounts: [] })]);
    click('Continue');
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('signed-in-code'));
  });

  it('shows the bureau failure on the error step', async () => {
    open([challenge({ error: 'An error has occured', challengeId: null, telephones: [], employers: [], accounts: [] })]);
    click('Continue');
    await waitForStep('error');
    expect(within(screen.getByTestId('credit-check-step')).getByRole('alert').textContent).toBe('An error has occured');
    expect(screen.getByRole('button', { name: "Let's try again" })).toBeTruthy();
  });

  it('shows the server’s message about a fixed ID number it refuses (no field to show it beside)', async () => {
    // A client whose stored number is not an SA ID number (a passport): the number is shown, not edited.
    const passport = 'A12345678';
    const refused: MockLink.MockedResponse = {
      request: { query: SharedGetChallengeDocument, variables: { idNumber: passport, income: null, force: null } },
      result: { errors: [new GraphQLError('Invalid input', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'idNumber', message: 'Invalid ID number' }] } })] },
    };
    open([refused], { idNumber: passport });
    expect(screen.getByTestId('credit-check-id-number').textContent).toContain(passport);
    click('Continue');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid ID number');
    expect(step()).toBe('idNumber');
  });

  it('checks the ID number before asking (visitor, with income)', async () => {
    open([], { idNumber: null, lockIdNumber: false, askIncome: true });
    fireEvent.change(screen.getByLabelText('ID number'), { target: { value: '1234567890123' } });
    click('Continue');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid ID number');
    expect(screen.getByLabelText('Monthly income (R)')).toBeTruthy();
  });
});
