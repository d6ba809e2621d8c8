// The bank change flow (savings-budget-debt-shell.md sections 3, 4 and 9): the pay day (1 to 31)
// and the bank account (add one and come back), then Confirm saves
// (updateSavingsPaymentDetails) and closes. Rules: the domain's BANK_CHANGE_RULES.
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage, Modal } from '@imali/shared/ui';
import { errorMessage, fieldErrors, SelectField } from '@imali/shared/web';
import { PAY_DAYS, validatePayDay } from '@imali/savings/domain';
import { SavingsUpdatePaymentDetailsDocument } from '../gql/graphql';
import { BankAccountSelect, type BankAccountOption } from '../components/bank-account-select';
import { SAVINGS_QUERIES } from '../goal-setup/guided-goal-modal';

export const BANK_CHANGE_TITLE = 'My payment details';

interface BankChangeValues {
  payDay?: string;
  bankAccountId?: string;
}

export interface BankChangeFlowProps {
  payDay: number | null | undefined;
  bankAccountId: string | null | undefined;
  bankAccounts: readonly BankAccountOption[];
  onClose: () => void;
}

export function BankChangeFlow({ payDay, bankAccountId, bankAccounts, onClose }: BankChangeFlowProps) {
  const [save] = useMutation(SavingsUpdatePaymentDetailsDocument, { refetchQueries: SAVINGS_QUERIES });
  const submit = async (values: BankChangeValues): Promise<SubmissionErrors | void> => {
    try {
      await save({ variables: { input: { payDay: Number(values.payDay), bankAccountId: values.bankAccountId ?? '' } } });
    } catch (error) {
      const byField = fieldErrors(error);
      if (byField['payDay'] || byField['bankAccountId']) return byField;
      return { [FORM_ERROR]: errorMessage(error) };
    }
    onClose();
    return undefined;
  };
  return (
    <Form<BankChangeValues> onSubmit={submit} initialValues={{ payDay: payDay ? String(payDay) : undefined, bankAccountId: bankAccountId ?? undefined }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          title={BANK_CHANGE_TITLE}
          onClose={onClose}
          testId="savings-bank-change"
          footer={
            <Button type="submit" form="savings-bank-change-form" block disabled={submitting} aria-busy={submitting || undefined}>
              Confirm
            </Button>
          }
        >
          <form id="savings-bank-change-form" className="form" noValidate onSubmit={handleSubmit}>
            <p className="muted">Your monthly contributions are collected by debit order on your pay day from this account.</p>
            <SelectField name="payDay" label="Pay day" placeholder="Select one" options={PAY_DAYS.map((day) => ({ value: String(day), label: String(day) }))} validate={validatePayDay} />
            <BankAccountSelect accounts={bankAccounts} />
            {submitError ? <ErrorMessage message={submitError} /> : null}
          </form>
        </Modal>
      )}
    </Form>
  );
}
