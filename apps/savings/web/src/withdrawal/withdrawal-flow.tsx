// The withdrawal flow (savings-budget-debt-shell.md sections 4, 5 and 9) on the shared wizard
// engine: choose a goal (skipped when one is preset), the amount (slider step 10, minimum 50,
// maximum the balance), "are you sure" — the December variant (checkSure2), where No moves the
// amount to the Emergency Fund, or the plain one (checkSure), where No ends the flow — the bank
// account (add one and come back), then the withdrawal is sent (one idempotency key per attempt)
// and "being processed; a notification will follow when released", with "Take me home".
import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { Button, ErrorMessage, formatRand } from '@imali/shared/ui';
import { errorMessage, fieldErrors, InputField, RadioGroupField, useIdempotentSubmit, useWizard, WizardModal, WizardStepFrame, type WizardDefinition } from '@imali/shared/web';
import {
  acceptedCents,
  formatCents,
  validateCheckSure,
  validateRecordId,
  validateWithdrawalBalance,
  withdrawalAmountValidator,
  withdrawalSliderBounds,
} from '@imali/savings/domain';
import { SavingsTransferDocument, SavingsWithdrawDocument } from '../gql/graphql';
import { BankAccountSelect, type BankAccountOption } from '../components/bank-account-select';
import { goalName } from '../components/goal-card';
import { SAVINGS_QUERIES } from '../goal-setup/guided-goal-modal';
import { centsOf } from '../savings-values';

export type WithdrawalStep = 'bucket' | 'amount' | 'sure' | 'bank' | 'processing' | 'moved';

export interface WithdrawalBucket {
  id: string;
  name: string;
  bucketType: string;
  amount: number;
}

export interface WithdrawalValues {
  bucketId: string;
  /** The bucket came with the flow (the goal page's Withdraw): no choosing step. */
  preset: boolean;
  amountCents: number;
  bankAccountId: string;
}

export const WITHDRAWAL_TITLE = 'Withdraw Funds';
export const PROCESSING_TEXT = 'Your withdrawal is being processed. A notification will follow when it is released.';
export const TAKE_ME_HOME = 'Take me home';
export const SURE_QUESTION = 'Are you sure you want to withdraw from your goal?';
export const SURE2_QUESTION = 'Are you sure you want to withdraw? If not, we will move this amount to your Emergency Fund instead.';
export const MOVED_TEXT = 'The amount has been moved to your Emergency Fund.';

const STEP_IDS: readonly WithdrawalStep[] = ['bucket', 'amount', 'sure', 'bank', 'processing', 'moved'];
const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export const withdrawalWizard: WizardDefinition<WithdrawalValues, WithdrawalStep> = {
  id: 'savings.withdrawal',
  version: 1,
  steps: [
    { id: 'bucket', titles: ['Which goal would you like to withdraw from?'], skip: (values) => values.preset },
    { id: 'amount', titles: ['How much would you like to withdraw?'] },
    // Yes leads on to the bank account; No ends the flow (plain) or moves the amount (December).
    { id: 'sure', titles: ['Are you sure?'], next: (_values, choice) => (choice === 'yes' ? 'bank' : choice === 'move' ? 'moved' : null) },
    { id: 'bank', titles: ['Where should we pay it?'], next: () => 'processing' },
    { id: 'processing', titles: ['Withdrawal requested'], next: () => null },
    { id: 'moved', titles: ['Moved to your Emergency Fund'], next: () => null },
  ],
};

/** The December plan's withdrawal asks the variant whose No moves the amount to the Emergency Fund. */
export const isDecemberVariant = (bucket: Pick<WithdrawalBucket, 'bucketType'> | undefined) => bucket?.bucketType === 'YEAR_END';

export interface WithdrawalFlowProps {
  savingsId: string;
  buckets: readonly WithdrawalBucket[];
  /** The goal to withdraw from (no choosing step). */
  bucketId?: string | null;
  bankAccounts: readonly BankAccountOption[];
  /** The account to start from (the savings' payment account). */
  bankAccountId?: string | null;
  onClose: () => void;
}

export function WithdrawalFlow({ savingsId, buckets, bucketId, bankAccounts, bankAccountId, onClose }: WithdrawalFlowProps) {
  const navigate = useNavigate();
  const wizard = useWizard({
    definition: withdrawalWizard,
    initialValues: () => ({ bucketId: bucketId ?? '', preset: Boolean(bucketId), amountCents: 0, bankAccountId: bankAccountId ?? '' }),
    draft: false,
  });
  const { values, next, goTo } = wizard;
  const bucket = useMemo(() => buckets.find((candidate) => candidate.id === values.bucketId), [buckets, values.bucketId]);
  const balanceCents = centsOf(bucket?.amount);
  const [withdraw] = useMutation(SavingsWithdrawDocument, { refetchQueries: SAVINGS_QUERIES });
  const [transfer] = useMutation(SavingsTransferDocument, { refetchQueries: SAVINGS_QUERIES });
  const send = useIdempotentSubmit((answers: WithdrawalValues, idempotencyKey: string) =>
    withdraw({ variables: { input: { bucketId: answers.bucketId, savingsId, bankAccountId: answers.bankAccountId, amount: answers.amountCents / 100, idempotencyKey } } }),
  );
  const move = useIdempotentSubmit((answers: WithdrawalValues, idempotencyKey: string) =>
    transfer({ variables: { input: { savingsId, fromBucketId: answers.bucketId, amount: answers.amountCents / 100, idempotencyKey } } }),
  );
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    wizard.abandon();
    onClose();
  };

  let content;
  if (wizard.step === 'bucket') {
    content = (
      <Form<{ bucketId?: string }> initialValues={{ bucketId: values.bucketId || undefined }} onSubmit={(answers) => next({ ...values, bucketId: answers.bucketId ?? '', amountCents: 0 })}>
        {({ handleSubmit }) => (
          <form className="form" noValidate onSubmit={handleSubmit} data-testid="withdrawal-bucket">
            <RadioGroupField
              name="bucketId"
              legend="Goal"
              variant="cards"
              options={buckets.map((candidate) => ({ value: candidate.id, label: `${goalName(candidate)} · ${formatRand(candidate.amount)}` }))}
              validate={(value) => validateRecordId(value) ?? validateWithdrawalBalance(centsOf(buckets.find((candidate) => candidate.id === value)?.amount))}
            />
            <Button type="submit" block>
              Next
            </Button>
          </form>
        )}
      </Form>
    );
  } else if (wizard.step === 'amount') {
    const balanceMessage = validateWithdrawalBalance(balanceCents);
    const bounds = withdrawalSliderBounds(balanceCents);
    const amountRule = withdrawalAmountValidator(balanceCents);
    content = balanceMessage || !bounds ? (
      <>
        <ErrorMessage message={balanceMessage ?? ''} testId="withdrawal-balance-error" />
        <Button variant="secondary" block onClick={close}>
          Close
        </Button>
      </>
    ) : (
      <Form<{ amount: string }>
        initialValues={{ amount: String((values.amountCents || bounds.minCents) / 100) }}
        onSubmit={(answers) => next({ ...values, amountCents: Math.round(Number(answers.amount) * 100) })}
      >
        {({ handleSubmit, values: form, form: api }) => (
          <form className="form" noValidate onSubmit={handleSubmit} data-testid="withdrawal-amount">
            <p>
              {bucket ? goalName(bucket) : ''}: balance <strong>{formatCents(balanceCents)}</strong>
            </p>
            <p className="stat__value" data-testid="withdrawal-amount-value">
              {/* Only an amount the field's rule passes; otherwise the empty step's R 0.00 (the message under the field says why). */}
              {formatRand((acceptedCents(form.amount, amountRule) ?? 0) / 100)}
            </p>
            <input
              type="range"
              aria-label="Amount to withdraw"
              min={bounds.minCents / 100}
              max={bounds.maxCents / 100}
              step={bounds.stepCents / 100}
              value={Number(form.amount) || bounds.minCents / 100}
              onChange={(event) => api.change('amount', event.currentTarget.value)}
            />
            {/* The amount as text too (keyboard users), with the rule's message ("between R 50.00 and {balance}"). */}
            <InputField name="amount" label="Amount (R)" inputMode="decimal" maxLength={14} validate={amountRule} />
            <Button type="submit" block>
              Next
            </Button>
          </form>
        )}
      </Form>
    );
  } else if (wizard.step === 'sure') {
    const december = isDecemberVariant(bucket);
    const field = december ? 'checkSure2' : 'checkSure';
    content = (
      <Form<Record<string, string>>
        onSubmit={async (answers) => {
          const yes = answers[field] === 'true';
          if (yes) return next(values, { choice: 'yes' });
          if (!december) return close();
          setError(null);
          try {
            await move.submit(values);
            next(values, { choice: 'move' });
          } catch (failure) {
            setError(errorMessage(failure));
          }
          return undefined;
        }}
      >
        {({ handleSubmit, submitting }) => (
          <form className="form" noValidate onSubmit={handleSubmit} data-testid="withdrawal-sure" data-variant={december ? 'december' : 'plain'}>
            <p>
              {december ? SURE2_QUESTION : SURE_QUESTION} ({formatCents(values.amountCents)})
            </p>
            <RadioGroupField name={field} legend="Withdraw?" options={YES_NO} validate={validateCheckSure} />
            {error ? <ErrorMessage message={error} /> : null}
            <Button type="submit" block disabled={submitting} aria-busy={submitting || undefined}>
              Next
            </Button>
          </form>
        )}
      </Form>
    );
  } else if (wizard.step === 'bank') {
    content = (
      <Form<{ bankAccountId?: string }>
        initialValues={{ bankAccountId: values.bankAccountId || undefined }}
        onSubmit={async (answers) => {
          const answered = { ...values, bankAccountId: answers.bankAccountId ?? '' };
          setError(null);
          try {
            await send.submit(answered);
            goTo('processing', answered, { clearHistory: true });
          } catch (failure) {
            const byField = fieldErrors(failure);
            if (byField['bankAccountId']) return { bankAccountId: byField['bankAccountId'] };
            setError(byField['amount'] ?? byField['bucketId'] ?? errorMessage(failure));
          }
          return undefined;
        }}
      >
        {({ handleSubmit, submitting }) => (
          <form className="form" noValidate onSubmit={handleSubmit} data-testid="withdrawal-bank">
            <BankAccountSelect accounts={bankAccounts} />
            {error ? <ErrorMessage message={error} testId="withdrawal-error" /> : null}
            <Button type="submit" block disabled={submitting} aria-busy={submitting || undefined}>
              Withdraw {formatCents(values.amountCents)}
            </Button>
          </form>
        )}
      </Form>
    );
  } else {
    content = (
      <div className="form" data-testid={wizard.step === 'moved' ? 'withdrawal-moved' : 'withdrawal-processing'}>
        <p>{wizard.step === 'moved' ? MOVED_TEXT : PROCESSING_TEXT}</p>
        <Button
          block
          onClick={() => {
            wizard.complete();
            onClose();
            navigate('/');
          }}
        >
          {TAKE_ME_HOME}
        </Button>
      </div>
    );
  }

  return (
    <WizardModal title={WITHDRAWAL_TITLE} stepIds={STEP_IDS} step={wizard.step} titles={wizard.titles} onClose={close} testId="withdrawal-flow">
      <WizardStepFrame step={wizard.step}>
        {content}
        {wizard.canGoBack && (wizard.step === 'amount' || wizard.step === 'sure' || wizard.step === 'bank') ? (
          <Button variant="ghost" onClick={wizard.back}>
            Back
          </Button>
        ) : null}
      </WizardStepFrame>
    </WizardModal>
  );
}
