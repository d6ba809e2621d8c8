// The bank change flow (savings-budget-debt-shell.md sections 3, 4 and 9): the pay day (1 to 31)
// and the bank account (add one and come back), then Confirm saves
// (updateSavingsPaymentDetails) and closes. Rules: the domain's BANK_CHANGE_RULES.
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage, fieldErrors, SelectField } from '@imali/shared/web';
import { PAY_DAYS, validatePayDay } from '@imali/savings/domain';
import { SavingsUpdatePaymentDetailsDocument } from '../gql/graphql';
import { BankAccountSelect, type BankAccountOption } from '../components/bank-account-select';
import { FormModal } from '../components/form-modal';
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
    <FormModal<BankChangeValues>
      title={BANK_CHANGE_TITLE}
      testId="savings-bank-change"
      formId="savings-bank-change-form"
      submitLabel="Confirm"
      onSubmit={submit}
      initialValues={{ payDay: payDay ? String(payDay) : undefined, bankAccountId: bankAccountId ?? undefined }}
      onClose={onClose}
    >
      <p className="muted">Your monthly contributions are collected by debit order on your pay day from this account.</p>
      <SelectField name="payDay" label="Pay day" placeholder="Select one" options={PAY_DAYS.map((day) => ({ value: String(day), label: String(day) }))} validate={validatePayDay} />
      <BankAccountSelect accounts={bankAccounts} />
    </FormModal>
  );
}
