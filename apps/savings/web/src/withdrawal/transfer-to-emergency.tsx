// "Transfer to My Emergency Fund" (savings-budget-debt-shell.md sections 2 and 4): an amount up
// to the goal's balance moves to the Emergency Fund (transferSavings without toBucketId: the
// subgraph creates the Emergency goal when there is none: EMERGENCY, R10 000, one year ahead).
// One idempotency key per attempt.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage, formatRand, Modal } from '@imali/shared/ui';
import { errorMessage, fieldErrors, InputField, useIdempotentSubmit } from '@imali/shared/web';
import { formatCents, readRandAmount, transferAmountValidator } from '@imali/savings/domain';
import { SavingsTransferDocument } from '../gql/graphql';
import { SAVINGS_QUERIES } from '../goal-setup/guided-goal-modal';
import { centsOf } from '../savings-values';

export const TRANSFER_TITLE = 'Transfer to My Emergency Fund';
export const TRANSFERRED_TEXT = 'moved to your Emergency Fund.';

export interface TransferToEmergencyProps {
  savingsId: string;
  bucket: { id: string; name: string; amount: number };
  onClose: () => void;
}

export function TransferToEmergency({ savingsId, bucket, onClose }: TransferToEmergencyProps) {
  const balanceCents = centsOf(bucket.amount);
  const [transfer] = useMutation(SavingsTransferDocument, { refetchQueries: SAVINGS_QUERIES });
  const send = useIdempotentSubmit((amountCents: number, idempotencyKey: string) =>
    transfer({ variables: { input: { savingsId, fromBucketId: bucket.id, amount: amountCents / 100, idempotencyKey } } }),
  );
  const [moved, setMoved] = useState<number | null>(null);

  const submit = async ({ amount }: { amount?: string }): Promise<SubmissionErrors | void> => {
    const reading = readRandAmount(amount);
    if (!reading.ok) return { amount: reading.message };
    try {
      await send.submit(reading.cents);
      setMoved(reading.cents);
    } catch (error) {
      const byField = fieldErrors(error);
      if (byField['amount']) return { amount: byField['amount'] };
      return { [FORM_ERROR]: errorMessage(error) };
    }
    return undefined;
  };

  return (
    <Form<{ amount?: string }> onSubmit={submit} initialValues={{ amount: String(bucket.amount) }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          title={TRANSFER_TITLE}
          onClose={onClose}
          testId="savings-transfer"
          footer={
            moved === null ? (
              <Button type="submit" form="savings-transfer-form" block disabled={submitting} aria-busy={submitting || undefined}>
                Transfer
              </Button>
            ) : (
              <Button block onClick={onClose}>
                Close
              </Button>
            )
          }
        >
          {moved === null ? (
            <form id="savings-transfer-form" className="form" noValidate onSubmit={handleSubmit}>
              <p>
                From {bucket.name}: balance <strong>{formatRand(bucket.amount)}</strong>
              </p>
              <InputField name="amount" label="Amount to transfer (R)" inputMode="decimal" maxLength={14} validate={transferAmountValidator(balanceCents)} />
              {submitError ? <ErrorMessage message={submitError} /> : null}
            </form>
          ) : (
            <p data-testid="savings-transfer-done">
              {formatCents(moved)} {TRANSFERRED_TEXT}
            </p>
          )}
        </Modal>
      )}
    </Form>
  );
}
