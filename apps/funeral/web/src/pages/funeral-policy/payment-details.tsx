import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { paymentDetailsErrors, paymentDueDayError, DEBIT_ORDER_DAY_MAX_LENGTH } from '@imali/funeral/domain';
import { Button, ErrorMessage, Spinner } from '@imali/shared/ui';
import { AddBankAccountDialog, errorCode, InputField, SelectField, submissionErrors, toFinalFormErrors, typedNumber, RadioGroupField } from '@imali/shared/web';
import { FuneralPaymentBankAccountsDocument, FuneralUpdatePaymentDetailsDocument } from '../../gql/graphql';
import { type FuneralPaymentBankAccount, type FuneralPolicyDetail } from './funeral-policy-types';

/** §4.4: "Bank account update shows 'Your bank account has been updated'". */
export const BANK_ACCOUNT_UPDATED_MESSAGE = 'Your bank account has been updated';
/** Ours, for a change of day only. */
export const DEBIT_ORDER_DAY_UPDATED_MESSAGE = 'Your debit order day has been updated';
/** Ours: identity says the account is not one of the client's (NOT_FOUND, as for a missing one). */
export const NOT_YOUR_ACCOUNT_MESSAGE = 'Choose one of your own bank accounts';

/** §9: payment day options 1, 15, 20, 25, 31 (last day), or any day from 1 to 31. */
export const PAYMENT_DAY_CHOICES = [1, 15, 20, 25, 31] as const;
const OTHER_DAY = 'other';
const DAY_OPTIONS = [
  ...PAYMENT_DAY_CHOICES.map((day) => ({ value: String(day), label: day === 31 ? '31 (last day)' : String(day) })),
  { value: OTHER_DAY, label: 'Another day' },
];

export interface PaymentDetailsValues {
  dayChoice: string;
  otherDay: string;
  paymentBankAccountId: string;
}

type PolicyPayment = Pick<FuneralPolicyDetail, 'id' | 'paymentDueDay' | 'paymentBankAccountId'>;

/** "Capitec Bank ••••4321", with the holder's name for someone else's account. */
export function bankAccountLabel(account: FuneralPaymentBankAccount): string {
  const label = `${account.bankName} ••••${account.accountNo.slice(-4)}`;
  return account.ownAccount ? label : `${label} (${account.accountHolderName ?? 'someone else’s account'})`;
}

export function paymentDetailsValues(policy: PolicyPayment): PaymentDetailsValues {
  const day = policy.paymentDueDay;
  const listed = day !== null && (PAYMENT_DAY_CHOICES as readonly number[]).includes(day);
  return {
    dayChoice: day === null ? '' : listed ? String(day) : OTHER_DAY,
    otherDay: day !== null && !listed ? String(day) : '',
    paymentBankAccountId: policy.paymentBankAccountId ?? '',
  };
}

/** The day the form says (a listed choice or the typed one); null when none was chosen. */
export function chosenDay(values: PaymentDetailsValues): number | string | null {
  if (values.dayChoice === OTHER_DAY) return typedNumber(values.otherDay);
  return values.dayChoice ? Number(values.dayChoice) : null;
}

/** The shared payment-details rule as the form's validator; the message goes beside the control used. */
export function validatePaymentDetails(values: PaymentDetailsValues): Record<string, string> {
  if (values.dayChoice === OTHER_DAY) {
    const message = paymentDueDayError(chosenDay(values));
    return message ? { otherDay: message } : {};
  }
  return toFinalFormErrors(paymentDetailsErrors({ paymentDueDay: chosenDay(values) as number | null }), { rename: () => 'dayChoice' });
}

/** The account row of the policy summary: which of the client's accounts pays (when identity answers). */
export function PaidFromRow({ accountId }: { accountId: string | null }) {
  const { data } = useQuery(FuneralPaymentBankAccountsDocument, { errorPolicy: 'all', skip: !accountId });
  const account = data?.myClient?.bankAccounts.find((candidate) => candidate.id === accountId);
  if (!account) return null;
  return (
    <>
      <dt>Paid from</dt>
      <dd data-testid="paid-from">{bankAccountLabel(account)}</dd>
    </>
  );
}

export interface PaymentDetailsFormProps {
  policy: PolicyPayment;
  /** After a save: what changed, in words (empty when nothing did). */
  onSaved: (messages: string[]) => void;
  onCancel: () => void;
}

/**
 * Edit Payment Details in place: the debit order day and the account premiums are paid from,
 * one of the client's own accounts or one added here with the shared add-bank-account dialog.
 * Calls updateFuneral with what the form says (the server sends a new mandate on a change).
 */
export function PaymentDetailsForm({ policy, onSaved, onCancel }: PaymentDetailsFormProps) {
  const accounts = useQuery(FuneralPaymentBankAccountsDocument, { notifyOnNetworkStatusChange: true });
  const [updateFuneral] = useMutation(FuneralUpdatePaymentDetailsDocument);
  const [adding, setAdding] = useState(false);
  const initialValues = useMemo(() => paymentDetailsValues(policy), [policy]);
  const bankAccounts = accounts.data?.myClient?.bankAccounts ?? [];

  const submit = async (values: PaymentDetailsValues): Promise<SubmissionErrors | undefined> => {
    const day = chosenDay(values) as number | null;
    const accountId = values.paymentBankAccountId || null;
    const accountChanged = accountId !== null && accountId !== policy.paymentBankAccountId;
    const dayChanged = day !== null && day !== policy.paymentDueDay;
    if (!accountChanged && !dayChanged) {
      onSaved([]);
      return undefined;
    }
    try {
      await updateFuneral({ variables: { id: policy.id, paymentDueDay: dayChanged ? day : null, paymentBankAccountId: accountChanged ? accountId : null } });
      onSaved([...(accountChanged ? [BANK_ACCOUNT_UPDATED_MESSAGE] : []), ...(dayChanged ? [DEBIT_ORDER_DAY_UPDATED_MESSAGE] : [])]);
      return undefined;
    } catch (error) {
      if (errorCode(error) === 'NOT_FOUND') return { paymentBankAccountId: NOT_YOUR_ACCOUNT_MESSAGE };
      return submissionErrors(error, {
        fields: ['dayChoice', 'otherDay', 'paymentBankAccountId'],
        rename: { paymentDueDay: values.dayChoice === OTHER_DAY ? 'otherDay' : 'dayChoice' },
      });
    }
  };

  return (
    <Form<PaymentDetailsValues> onSubmit={submit} initialValues={initialValues} validate={validatePaymentDetails}>
      {({ handleSubmit, submitting, submitError, values, form }) => {
        const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          // final-form ignores a submit while one is running: a double click sends once.
          void handleSubmit(event);
        };
        const current = bankAccounts.some((account) => account.id === values.paymentBankAccountId);
        return (
          <>
            <form className="form funeral-payment-form" noValidate onSubmit={onFormSubmit} data-testid="payment-details-form" aria-label="Edit Payment Details">
              <RadioGroupField name="dayChoice" legend="Debit order day" options={DAY_OPTIONS} testId="payment-day" />
              {values.dayChoice === OTHER_DAY ? (
                <InputField name="otherDay" label="Day of the month (1 to 31)" inputMode="numeric" maxLength={DEBIT_ORDER_DAY_MAX_LENGTH} autoComplete="off" />
              ) : null}
              {accounts.loading && !accounts.data ? (
                <Spinner label="Loading your bank accounts" />
              ) : accounts.error ? (
                <ErrorMessage
                  message="We could not load your bank accounts."
                  onRetry={() => void accounts.refetch().catch(() => undefined)}
                  testId="payment-accounts-error"
                />
              ) : bankAccounts.length > 0 ? (
                <SelectField
                  name="paymentBankAccountId"
                  label="Pay from"
                  placeholder={current ? undefined : 'Choose an account'}
                  options={bankAccounts.map((account) => ({ value: account.id, label: bankAccountLabel(account) }))}
                />
              ) : (
                <p className="muted" data-testid="payment-no-accounts">
                  You have no bank accounts with us yet. Add the account your premiums should come from.
                </p>
              )}
              <div>
                <Button variant="ghost" onClick={() => setAdding(true)} data-testid="payment-add-account">
                  Add a new account
                </Button>
              </div>
              {submitError ? <ErrorMessage message={submitError} testId="payment-details-error" /> : null}
              <div className="button-row">
                <Button type="submit" disabled={submitting} aria-busy={submitting || undefined} data-testid="payment-details-save">
                  {submitting ? 'Saving…' : 'Save'}
                </Button>
                <Button variant="secondary" onClick={onCancel} disabled={submitting}>
                  Cancel
                </Button>
              </div>
            </form>
            {/* Outside the form: the dialog's own form must not submit this one. */}
            <AddBankAccountDialog
              open={adding}
              askOwnAccount
              onAdded={(account) => form.change('paymentBankAccountId', account.id)}
              onClose={() => setAdding(false)}
            />
          </>
        );
      }}
    </Form>
  );
}
