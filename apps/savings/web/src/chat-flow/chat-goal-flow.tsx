// The chat-style goal flow (savings-budget-debt-shell.md section 4): start, what to save for,
// the amount, the duration (Weeks, Months or Years), the estimated monthly result (to the
// nearest R10), the affordable amount, the months to reach the goal, then "Add goal now"
// (creates it) or "Not now"; after adding, "Add another goal" (/savings/add) or "Done"
// (/savings). Conversions and rules are @imali/savings/domain's; the steps run on the shared
// wizard engine, shown as a conversation.
import { useMemo, useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { Button, ErrorMessage, formatDate, formatRand, Modal } from '@imali/shared/ui';
import { errorMessage, InputField, RadioGroupField, useIdempotentSubmit, useWizard, type WizardDefinition } from '@imali/shared/web';
import {
  addMonths,
  bucketTypeLabel,
  CHAT_DURATION_UNIT_LABELS,
  CHAT_DURATION_UNITS,
  chatDurationCountValidator,
  chatMonthlyEstimateCents,
  chatMonthsToReach,
  parseBucketType,
  readRandAmount,
  savingsGoalErrors,
  validateTargetAmount,
  validateCurrencyAmount,
  type ChatDurationUnit,
} from '@imali/savings/domain';
import { composeValidators, required, toIsoDate, toWholeNumber } from '@imali/shared/validation';
import { SavingsAddBucketDocument } from '../gql/graphql';
import { EMERGENCY_EXISTS_NOTE, GuidedGoalModal, SAVINGS_QUERIES } from '../goal-setup/guided-goal-modal';
import type { GoalDetailAnswers } from '../goal-setup/guided-goal-steps';
import { today as todayOf } from '../savings-values';

export type ChatStep = 'start' | 'what' | 'amount' | 'duration' | 'estimate' | 'affordable' | 'months' | 'added';

export interface ChatValues {
  what: string;
  amountCents: number | null;
  count: string;
  unit: ChatDurationUnit;
  estimateCents: number | null;
  affordableCents: number | null;
}

export const CHAT_TITLE = 'Let’s plan a goal';
export const ADD_GOAL_NOW = 'Add goal now';
export const NOT_NOW = 'Not now';
export const ADD_ANOTHER_GOAL = 'Add another goal';
export const DONE = 'Done';

/**
 * What the chat offers to save for, in the spec's type labels (section 3: "HOUSE Housing, ...
 * YEAR_END December Fund, ... OTHER Custom"); the chat form's MEDICAL is stored as HEALTH.
 */
export const CHAT_GOALS: readonly { value: string; label: string }[] = [
  ...(['EMERGENCY', 'HOLIDAY', 'EDUCATION', 'CAR', 'HOUSE'] as const).map((value) => ({ value, label: bucketTypeLabel(value) })),
  { value: 'MEDICAL', label: 'Medical' },
  ...(['YEAR_END', 'RETIREMENT', 'FUNERAL', 'OTHER'] as const).map((value) => ({ value, label: bucketTypeLabel(value) })),
];

export const chatGoalWizard: WizardDefinition<ChatValues, ChatStep> = {
  id: 'savings.chat-goal',
  version: 1,
  steps: [{ id: 'start' }, { id: 'what' }, { id: 'amount' }, { id: 'duration' }, { id: 'estimate' }, { id: 'affordable' }, { id: 'months' }, { id: 'added' }],
};

const initialValues = (): ChatValues => ({ what: '', amountCents: null, count: '', unit: 'MONTHS', estimateCents: null, affordableCents: null });

const goalLabel = (what: string) => CHAT_GOALS.find((goal) => goal.value === what)?.label ?? bucketTypeLabel(what);
const rand = (cents: number | null) => formatRand((cents ?? 0) / 100);

function Bubble({ from, children }: { from: 'us' | 'you'; children: ReactNode }) {
  return (
    <p className={from === 'us' ? 'chat__bubble chat__bubble--us' : 'chat__bubble chat__bubble--you'} data-testid={`chat-${from}`}>
      {children}
    </p>
  );
}

/** What the chat offers: not Emergency when the client has an Emergency Fund (one per client). */
export function chatGoals(hasEmergency: boolean): readonly { value: string; label: string }[] {
  return hasEmergency ? CHAT_GOALS.filter((goal) => goal.value !== 'EMERGENCY') : CHAT_GOALS;
}

export function ChatGoalFlow({ onClose, income, birthDate, emergencyGoalId = null }: { onClose: () => void; income?: number | null; birthDate?: string | null; emergencyGoalId?: string | null }) {
  const navigate = useNavigate();
  const today = useMemo(() => todayOf(), []);
  const wizard = useWizard({ definition: chatGoalWizard, initialValues, draft: false });
  const { values, step, next } = wizard;
  const [addBucket] = useMutation(SavingsAddBucketDocument, { refetchQueries: SAVINGS_QUERIES });
  const add = useIdempotentSubmit((answers: ChatValues, idempotencyKey: string) => addBucket({ variables: { bucketInfo: { ...chatGoalInput(answers, today), idempotencyKey } } }));
  const [error, setError] = useState<string | null>(null);
  // A type whose goal needs details the chat does not ask (Emergency, Holiday, Funeral): the guided
  // modal takes the chat's figures and asks them, then the chat ends as after "Add goal now".
  const [completing, setCompleting] = useState(false);
  const months = chatMonthsToReach(values.amountCents ?? 0, values.affordableCents ?? 0);

  const close = () => {
    wizard.abandon();
    onClose();
  };

  // The conversation so far: our question and the client's answer per step passed.
  const transcript: ReactNode[] = [];
  const passed = (s: ChatStep) => wizard.history.includes(s);
  if (passed('what')) transcript.push(<Bubble key="what-a" from="you">{goalLabel(values.what)}</Bubble>);
  if (passed('amount')) transcript.push(<Bubble key="amount-a" from="you">{rand(values.amountCents)}</Bubble>);
  if (passed('duration')) transcript.push(<Bubble key="duration-a" from="you">{`${values.count} ${CHAT_DURATION_UNIT_LABELS[values.unit].toLowerCase()}`}</Bubble>);
  if (passed('affordable')) transcript.push(<Bubble key="affordable-a" from="you">{`${rand(values.affordableCents)} a month`}</Bubble>);

  let content: ReactNode = null;
  if (step === 'start') {
    content = (
      <>
        <Bubble from="us">Hi! Let’s work out a savings goal together. It takes a minute.</Bubble>
        <Button block onClick={() => next()}>
          Start
        </Button>
      </>
    );
  } else if (step === 'what') {
    content = (
      <Form<{ what?: string }> initialValues={{ what: values.what || undefined }} onSubmit={(answers) => next({ ...values, what: answers.what ?? '' })}>
        {({ handleSubmit }) => (
          <form className="form" noValidate onSubmit={handleSubmit} data-testid="chat-what">
            <Bubble from="us">What would you like to save for?</Bubble>
            <RadioGroupField name="what" legend="Saving for" options={chatGoals(Boolean(emergencyGoalId))} validate={required} variant="grid" />
            {emergencyGoalId ? (
              <p className="muted" data-testid="chat-emergency-exists">
                {EMERGENCY_EXISTS_NOTE}
              </p>
            ) : null}
            <Button type="submit" block>
              Next
            </Button>
          </form>
        )}
      </Form>
    );
  } else if (step === 'amount') {
    content = (
      <Form<{ amount?: string }>
        initialValues={{ amount: values.amountCents === null ? undefined : String(values.amountCents / 100) }}
        onSubmit={(answers) => {
          const reading = readRandAmount(answers.amount);
          if (reading.ok) next({ ...values, amountCents: reading.cents });
        }}
      >
        {({ handleSubmit }) => (
          <form className="form" noValidate onSubmit={handleSubmit} data-testid="chat-amount">
            <Bubble from="us">How much do you need for your {goalLabel(values.what).toLowerCase()} goal?</Bubble>
            <InputField name="amount" label="Amount (R)" inputMode="decimal" maxLength={14} validate={composeValidators(required, validateTargetAmount)} />
            <Button type="submit" block>
              Next
            </Button>
          </form>
        )}
      </Form>
    );
  } else if (step === 'duration') {
    content = (
      <Form<{ count?: string; unit: ChatDurationUnit }>
        initialValues={{ count: values.count || undefined, unit: values.unit }}
        onSubmit={(answers) => {
          const count = toWholeNumber(answers.count) ?? 0;
          next({ ...values, count: String(count), unit: answers.unit, estimateCents: chatMonthlyEstimateCents(values.amountCents ?? 0, count, answers.unit) ?? null });
        }}
      >
        {({ handleSubmit, values: form }) => (
          <form className="form" noValidate onSubmit={handleSubmit} data-testid="chat-duration">
            <Bubble from="us">By when would you like to have it?</Bubble>
            <RadioGroupField name="unit" legend="In" options={CHAT_DURATION_UNITS.map((unit) => ({ value: unit, label: CHAT_DURATION_UNIT_LABELS[unit] }))} validate={required} />
            <InputField name="count" label={`How many ${CHAT_DURATION_UNIT_LABELS[form.unit ?? 'MONTHS'].toLowerCase()}?`} inputMode="numeric" maxLength={4} validate={chatDurationCountValidator(form.unit ?? 'MONTHS')} />
            <Button type="submit" block>
              Next
            </Button>
          </form>
        )}
      </Form>
    );
  } else if (step === 'estimate') {
    content = (
      <>
        <Bubble from="us">
          To have {rand(values.amountCents)} in {values.count} {CHAT_DURATION_UNIT_LABELS[values.unit].toLowerCase()}, you would save about{' '}
          <strong data-testid="chat-estimate">{rand(values.estimateCents)}</strong> a month.
        </Bubble>
        <Button block onClick={() => next({ ...values, affordableCents: values.affordableCents ?? values.estimateCents })}>
          Next
        </Button>
      </>
    );
  } else if (step === 'affordable') {
    content = (
      <Form<{ affordable?: string }>
        initialValues={{ affordable: values.affordableCents === null ? undefined : String(values.affordableCents / 100) }}
        onSubmit={(answers) => {
          const reading = readRandAmount(answers.affordable);
          if (reading.ok) next({ ...values, affordableCents: reading.cents });
        }}
      >
        {({ handleSubmit }) => (
          <form className="form" noValidate onSubmit={handleSubmit} data-testid="chat-affordable">
            <Bubble from="us">How much can you afford to save each month?</Bubble>
            <InputField name="affordable" label="Each month (R)" inputMode="decimal" maxLength={14} validate={composeValidators(required, validateCurrencyAmount)} />
            <Button type="submit" block>
              Next
            </Button>
          </form>
        )}
      </Form>
    );
  } else if (step === 'months') {
    const reach = months === undefined ? undefined : addMonths(today, Math.max(1, months));
    content = (
      <>
        <Bubble from="us">
          {months === undefined ? (
            'With nothing put away each month the goal is never reached. You can still add it and change the monthly amount later.'
          ) : (
            <>
              Saving {rand(values.affordableCents)} a month, you reach {rand(values.amountCents)} in <strong data-testid="chat-months">{months}</strong> month{months === 1 ? '' : 's'}
              {reach ? ` (${formatDate(toIsoDate(reach))})` : ''}.
            </>
          )}
        </Bubble>
        {error ? <ErrorMessage message={error} testId="chat-error" /> : null}
        <div className="button-row">
          <Button
            disabled={add.submitting}
            aria-busy={add.submitting || undefined}
            onClick={() => {
              setError(null);
              if (needsDetails(values, today)) {
                setCompleting(true);
                return;
              }
              add.submit(values).then(
                () => next(),
                (failure: unknown) => setError(errorMessage(failure)),
              );
            }}
          >
            {ADD_GOAL_NOW}
          </Button>
          <Button variant="secondary" onClick={close}>
            {NOT_NOW}
          </Button>
        </div>
      </>
    );
  } else if (step === 'added') {
    content = (
      <>
        <Bubble from="us">Your {goalLabel(values.what).toLowerCase()} goal is added.</Bubble>
        <div className="button-row">
          <Button
            onClick={() => {
              wizard.complete();
              onClose();
              navigate('/savings/add');
            }}
          >
            {ADD_ANOTHER_GOAL}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              wizard.complete();
              onClose();
              navigate('/savings');
            }}
          >
            {DONE}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <Modal open title={CHAT_TITLE} onClose={close} testId="chat-goal-flow">
        <div className="chat" data-step={step}>
          {transcript}
          {content}
        </div>
      </Modal>
      {completing ? (
        <GuidedGoalModal
          bucketType={parseBucketType(values.what) ?? 'OTHER'}
          initialDetails={chatGoalDetails(values, today)}
          income={income}
          birthDate={birthDate}
          emergencyGoalId={emergencyGoalId}
          onClose={() => setCompleting(false)}
          onSaved={() => {
            setCompleting(false);
            next();
          }}
        />
      ) : null}
    </>
  );
}

/** What "Add goal now" sends: the type, the amount, the affordable monthly amount and the date it is reached. */
export function chatGoalInput(answers: ChatValues, today: ReturnType<typeof todayOf>) {
  const bucketType = parseBucketType(answers.what) ?? 'OTHER';
  const months = chatMonthsToReach(answers.amountCents ?? 0, answers.affordableCents ?? 0);
  return {
    bucketType,
    targetAmount: (answers.amountCents ?? 0) / 100,
    desiredSavings: (answers.affordableCents ?? 0) / 100,
    targetDate: months === undefined ? undefined : toIsoDate(addMonths(today, Math.max(1, months))),
  };
}

/** The goal's rules (the domain's, as the subgraph runs them) ask details the chat has not: the guided modal completes it. */
export function needsDetails(answers: ChatValues, today: ReturnType<typeof todayOf>): boolean {
  return savingsGoalErrors(chatGoalInput(answers, today), today).length > 0;
}

/** The chat's figures as the guided modal's details (Holiday's trip is when the money is there). */
export function chatGoalDetails(answers: ChatValues, today: ReturnType<typeof todayOf>): GoalDetailAnswers {
  const input = chatGoalInput(answers, today);
  const details: GoalDetailAnswers = {};
  if (input.targetAmount > 0) details.targetAmount = String(input.targetAmount);
  if (input.targetDate) {
    details.targetDate = input.targetDate;
    if (input.bucketType === 'HOLIDAY') details.tripDate = input.targetDate;
  }
  return details;
}
