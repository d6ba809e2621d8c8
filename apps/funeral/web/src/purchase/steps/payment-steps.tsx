import type { ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { useField } from 'react-final-form';
import { Button } from '@imali/shared/ui';
import { BankAccountFields, bankById, InputField } from '@imali/shared/web';
import { DEBIT_ORDER_DAY_MAX_LENGTH } from '@imali/funeral/domain';
import { perMonth } from '../../quote/quote-summary';
import { CONTINUE, StepForm, type StepSubmit } from '../../forms/step-form';
import { validateBankStep } from '../purchase-rules';
import { AccountHolderForm } from '../../forms/sale-forms';
import type { AccountHolderFormValues, BankFormValues } from '../purchase-values';
import { QuestionStep } from './question-step';

/**
 * Where the DebiCheck notice sends a client whose mandate request does not arrive. Imali
 * publishes no support phone number yet (the site footer shows only the info mail,
 * docs/decisions/footer-contact-details.md): the notice names that address until a number exists.
 */
export const SUPPORT_CONTACT = 'info@imali.co.za';

/** ownAccount: own account goes to bankAccountInfo, someone else's to accountHolderInfo first. */
export function OwnAccountStep({ answer, onAnswer, actions }: { answer: boolean | null; onAnswer: (own: boolean) => void; actions?: ReactNode }) {
  return (
    <QuestionStep testId="own-account" question="Will the premium be paid from your own bank account?" answer={answer} onAnswer={onAnswer} actions={actions}>
      <p className="muted">If someone else pays, we ask for their details and send the debit order mandate to them.</p>
    </QuestionStep>
  );
}

export interface FormStepProps<V> {
  values: V;
  serverErrors?: SubmissionErrors;
  onSubmit: StepSubmit<V>;
  actions?: ReactNode;
}

/** accountHolderInfo: the person who pays (third-party account): "Required for third party accounts". */
export function AccountHolderInfoStep(props: FormStepProps<AccountHolderFormValues>) {
  return <AccountHolderForm testId="account-holder-info" intro={<p className="muted">The person whose bank account pays the premium.</p>} {...props} />;
}

/** funeral.md section 9: the usual debit order days; any day from 1 to 31 may be typed. */
const COMMON_DAYS = [
  { day: '1', label: '1st' },
  { day: '15', label: '15th' },
  { day: '20', label: '20th' },
  { day: '25', label: '25th' },
  { day: '31', label: 'Last day (31st)' },
] as const;

function DebitOrderDay() {
  const { input } = useField<string>('paymentDueDay', { subscription: { value: true } });
  return (
    <>
      <InputField
        name="paymentDueDay"
        label="Debit order day"
        inputMode="numeric"
        maxLength={DEBIT_ORDER_DAY_MAX_LENGTH}
        hint="The day of the month your premium is collected, 1 to 31. 31 means the last day of the month."
      />
      <div className="funeral-day-choices" role="group" aria-label="Common debit order days">
        {COMMON_DAYS.map(({ day, label }) => (
          <Button key={day} variant="secondary" aria-pressed={input.value?.trim() === day} onClick={() => input.onChange(day)}>
            {label}
          </Button>
        ))}
      </div>
    </>
  );
}

/**
 * bankAccountInfo: the bank (default Capitec Bank), account number and debit order day. The
 * shared BankAccountFields ask bank and account; the account holder of someone else's account
 * was asked on accountHolderInfo, so these fields are always the "own account" set.
 */
export function BankAccountInfoStep({ values, serverErrors, onSubmit, actions }: FormStepProps<BankFormValues>) {
  return (
    <StepForm<BankFormValues & { ownAccount: true }>
      testId="bank-account-info"
      initialValues={{ ...values, ownAccount: true }}
      validate={validateBankStep}
      serverErrors={serverErrors}
      submits={CONTINUE}
      onSubmit={({ ownAccount: _own, ...answers }, intent) => onSubmit(answers, intent)}
      actions={actions}
    >
      {() => (
        <>
          <BankAccountFields />
          <DebitOrderDay />
        </>
      )}
    </StepForm>
  );
}

/** doMandateSent (someone else's account): the mandate goes to the account holder; "Send now". */
export function DoMandateSentStep({ holderName, holderNumber, onSend, actions }: { holderName: string; holderNumber: string; onSend: () => void; actions?: ReactNode }) {
  return (
    <div className="funeral-question" data-testid="do-mandate-sent">
      <p className="funeral-question__text">We will send a DebiCheck debit order mandate to {holderName || 'the account holder'}.</p>
      <p className="muted">
        Their bank asks them{holderNumber ? ` (on ${holderNumber})` : ''} to accept the mandate before the first premium is collected. We send it when you confirm
        your cover on the next step.
      </p>
      <div className="funeral-actions">
        <Button block onClick={onSend}>
          Send now
        </Button>
        {actions}
      </div>
    </div>
  );
}

/**
 * doMandate (own account): the DebiCheck notice (credit-life-clearance-vault-policies-groups.md
 * section 8): accept the mandate the bank sends; nothing within 3 days, contact support.
 */
export function DoMandateStep({ premium, bankId, onContinue, onRequestCallback }: { premium?: number; bankId: string; onContinue: () => void; onRequestCallback: () => void }) {
  const bank = bankById(bankId)?.label ?? 'your bank';
  return (
    <div className="funeral-question" data-testid="do-mandate">
      <p className="funeral-question__text">Accept the DebiCheck mandate from {bank}.</p>
      <p>
        {bank === 'your bank' ? 'Your bank' : bank} will send you a DebiCheck debit order mandate
        {premium === undefined ? '' : ` for ${perMonth(premium)}`}, usually by SMS or in your banking app. Accept it so we can collect your premium: your cover becomes active
        once the first payment is received.
      </p>
      <p data-testid="do-mandate-support">
        If nothing arrives within 3 days, contact support on <a href={`mailto:${SUPPORT_CONTACT}`}>{SUPPORT_CONTACT}</a>.
      </p>
      <div className="funeral-actions">
        <Button block onClick={onContinue}>
          Continue
        </Button>
        <Button variant="ghost" block onClick={onRequestCallback}>
          Request a Callback
        </Button>
      </div>
    </div>
  );
}
