import { useField } from 'react-final-form';
import { BankAccountFields, InputField, bankById, RadioGroupField } from '@imali/shared/web';
import { validateSelectOne } from '@imali/shared/validation';
import { DEBIT_ORDER_DAY_MAX_LENGTH, normaliseIdNumber } from '@imali/funeral/domain';
import { CONTINUE, StepForm } from '../../forms/step-form';
import { validatePaymentDueDay } from '../chat-sale-rules';
import type { AccountHolderValues } from '../../sale/sale-rules';
import { AccountHolderForm } from '../../forms/sale-forms';
import type { ChatBankAccount } from '../chat-sale-state';
import type { ChatSaleBankAccount } from '../chat-sale-types';
import { ChoiceButtons } from './choice-buttons';
import type { OnAnswer } from './step-props';

/** ownAccount (funeral.md §4): yes goes to bankAccountInfo, no to accountHolderInfo first. */
export function OwnAccountStep({ onAnswer }: { onAnswer: OnAnswer }) {
  const answer = (ownAccount: boolean) =>
    onAnswer({ text: ownAccount ? 'Yes' : 'No', update: (state) => ({ ...state, bankAccount: { ...state.bankAccount, ownAccount } }) });
  return (
    <ChoiceButtons
      label="Is the premium paid from your own bank account?"
      choices={[
        { label: 'Yes', onChoose: () => answer(true) },
        { label: 'No', variant: 'secondary', onChoose: () => answer(false) },
      ]}
    />
  );
}

export interface AccountHolderInfoStepProps {
  bankAccount: ChatBankAccount;
  serverErrors?: Record<string, string> | null;
  onAnswer: OnAnswer;
}

/** accountHolderInfo: the third party's name, contact number and ID number (e-mail optional). */
export function AccountHolderInfoStep({ bankAccount, serverErrors, onAnswer }: AccountHolderInfoStepProps) {
  const initialValues: AccountHolderValues = {
    accountHolderName: bankAccount.accountHolderName ?? '',
    accountHolderContactNumber: bankAccount.accountHolderContactNumber ?? '',
    accountHolderIdNumber: bankAccount.accountHolderIdNumber ?? '',
    accountHolderEmail: bankAccount.accountHolderEmail ?? '',
  };
  return (
    <AccountHolderForm
      testId="chat-account-holder-form"
      look="chat"
      values={initialValues}
      readIdNumber={normaliseIdNumber}
      serverErrors={serverErrors}
      onSubmit={(values) =>
        onAnswer({
          text: `${values.accountHolderName?.trim()}, ${values.accountHolderContactNumber?.trim()}`,
          update: (state) => ({ ...state, bankAccount: { ...state.bankAccount, ...values, ownAccount: false } }),
        })
      }
    />
  );
}

/** "Capitec Bank ••••4321". */
export function accountLabel(account: Pick<ChatSaleBankAccount, 'bankName' | 'accountNo'>): string {
  return `${account.bankName} ••••${account.accountNo.slice(-4)}`;
}

export const NEW_ACCOUNT = 'new';

interface BankAccountInfoValues {
  accountChoice: string;
  bankId: string;
  accountNo: string;
  /** Always true here: someone else's details were their own question (accountHolderInfo). */
  ownAccount: boolean;
  paymentDueDay: string;
}

function NewAccountFields({ offered }: { offered: boolean }) {
  const { input } = useField<string>('accountChoice', { subscription: { value: true } });
  if (offered && input.value !== NEW_ACCOUNT) return null;
  return <BankAccountFields />;
}

export interface BankAccountInfoStepProps {
  bankAccount: ChatBankAccount;
  /** The client's own stored accounts, offered when they pay themselves. */
  storedAccounts: readonly ChatSaleBankAccount[];
  paymentDueDay: number;
  coverAmount: number;
  serverErrors?: Record<string, string> | null;
  onAnswer: OnAnswer;
}

/** bankAccountInfo: one of the client's accounts or a new one, and the debit order day (default 25). */
export function BankAccountInfoStep({ bankAccount, storedAccounts, paymentDueDay, coverAmount, serverErrors, onAnswer }: BankAccountInfoStepProps) {
  const offered = storedAccounts.length > 0;
  const initialValues: BankAccountInfoValues = {
    accountChoice: bankAccount.existingAccountId ?? (offered && bankAccount.accountNo ? NEW_ACCOUNT : ''),
    bankId: bankAccount.bankId,
    accountNo: bankAccount.accountNo ?? '',
    ownAccount: true,
    paymentDueDay: String(paymentDueDay),
  };
  return (
    <StepForm<BankAccountInfoValues>
      testId="chat-bank-account-form"
      initialValues={initialValues}
      validate={(values) => {
        const errors: Record<string, string> = validatePaymentDueDay(values.paymentDueDay, coverAmount);
        const choice = offered ? validateSelectOne(values.accountChoice) : undefined;
        if (choice) errors['accountChoice'] = choice;
        return errors;
      }}
      serverErrors={serverErrors}
      look="chat"
      submits={CONTINUE}
      onSubmit={(values) => {
        const stored = offered ? storedAccounts.find((account) => account.id === values.accountChoice) : undefined;
        const day = Number(values.paymentDueDay.trim());
        const account = stored ? accountLabel(stored) : accountLabel({ bankName: bankById(values.bankId)?.label ?? '', accountNo: values.accountNo.trim() });
        onAnswer({
          text: `${account}, debit order day ${day}`,
          update: (state) => ({
            ...state,
            bankAccount: { ...state.bankAccount, existingAccountId: stored?.id ?? null, bankId: values.bankId, accountNo: values.accountNo.trim() },
            funeral: { ...state.funeral, paymentDueDay: day },
          }),
        });
      }}
    >
      {offered ? (
        <RadioGroupField
          name="accountChoice"
          legend="Pay from"
          options={[...storedAccounts.map((account) => ({ value: account.id, label: accountLabel(account) })), { value: NEW_ACCOUNT, label: 'Another bank account' }]}
          testId="chat-account-choice"
        />
      ) : null}
      <NewAccountFields offered={offered} />
      <InputField name="paymentDueDay" label="Debit order day" inputMode="numeric" autoComplete="off" maxLength={DEBIT_ORDER_DAY_MAX_LENGTH} hint="A day from 1 to 31 (31: the last day of the month)" />
    </StepForm>
  );
}

/** doMandateSent (funeral.md §4): the mandate goes to the account holder; "Send now" goes on to completeSale. */
export function DoMandateSentStep({ onAnswer }: { onAnswer: OnAnswer }) {
  return <ChoiceButtons label="Send the debit order mandate" choices={[{ label: 'Send now', onChoose: () => onAnswer({ text: 'Send now' }) }]} />;
}
