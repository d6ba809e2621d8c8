// The Budget form (savings-budget-debt-shell.md sections 2, 4 and 9): net income and the six
// expense categories, each a description and an amount. Under debt counselling its fields are
// disabled and there is no submit. Saving sends the categories with amounts as the expense
// list, then the net income as the client's income. The rules are the debt domain's, which the
// subgraph runs too.
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Button, ErrorMessage, Modal } from '@imali/shared/ui';
import { errorMessage, fieldErrors } from '@imali/shared/web';
import {
  BUDGET_CATEGORIES,
  BUDGET_NOTE_MAX_LENGTH,
  budgetExpenses,
  budgetFormErrors,
  budgetFormValues,
  budgetIncome,
  type BudgetFormValues,
  type BudgetItem,
} from '@imali/debt/domain';
import { DebtSaveBudgetDocument, DebtUpdateIncomeDocument } from '../../gql/graphql';
import { BUDGET_LOCKED_TEXT } from './dashboard-texts';

export const BUDGET_TITLE = 'Budget';

export interface BudgetFormProps {
  clientId: string;
  financialSummaryId: string | null;
  expenses: readonly BudgetItem[];
  income: number | null;
  underDebtCounselling: boolean;
  onClose: () => void;
  /** After a save (the dashboard refetches). */
  onSaved: () => void;
}

function MoneyInput({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const message = (meta.touched || meta.submitFailed) && (meta.error || meta.submitError) ? String(meta.error ?? meta.submitError) : undefined;
        const id = `budget-${name.replace(/\W+/g, '-')}`;
        return (
          <div className="field">
            <label className="field__label" htmlFor={id}>
              {label}
            </label>
            <input
              {...input}
              id={id}
              className="field__input"
              inputMode="decimal"
              maxLength={14}
              disabled={disabled}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
            />
            {message ? (
              <span id={`${id}-error`} className="field__error" role="alert">
                {message}
              </span>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}

function NoteInput({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const message = (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : undefined;
        const id = `budget-${name.replace(/\W+/g, '-')}`;
        return (
          <div className="field">
            <label className="field__label" htmlFor={id}>
              {label}
            </label>
            <input {...input} id={id} className="field__input" maxLength={BUDGET_NOTE_MAX_LENGTH} disabled={disabled} aria-invalid={message ? true : undefined} />
            {message ? (
              <span className="field__error" role="alert">
                {message}
              </span>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}

export function BudgetForm({ clientId, financialSummaryId, expenses, income, underDebtCounselling, onClose, onSaved }: BudgetFormProps) {
  const [saveBudget] = useMutation(DebtSaveBudgetDocument);
  const [updateIncome] = useMutation(DebtUpdateIncomeDocument);
  const locked = underDebtCounselling;

  const submit = async (values: BudgetFormValues): Promise<SubmissionErrors | void> => {
    if (locked) return undefined;
    try {
      await saveBudget({ variables: { clientId, id: financialSummaryId, expenses: budgetExpenses(values) } });
      const netIncome = budgetIncome(values);
      if (netIncome !== undefined) await updateIncome({ variables: { income: netIncome } });
    } catch (error) {
      const byField = fieldErrors(error);
      if (byField['income']) return { netIncome: byField['income'] };
      return { [FORM_ERROR]: errorMessage(error) };
    }
    onSaved();
    onClose();
    return undefined;
  };

  return (
    <Form<BudgetFormValues> onSubmit={submit} initialValues={budgetFormValues(expenses, income)} validate={(values) => budgetFormErrors(values)}>
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          title={BUDGET_TITLE}
          onClose={onClose}
          testId="budget-form"
          footer={
            locked ? (
              <Button variant="secondary" block onClick={onClose}>
                Close
              </Button>
            ) : (
              <Button type="submit" form="debt-budget-form" block disabled={submitting} aria-busy={submitting || undefined}>
                Save my budget
              </Button>
            )
          }
        >
          <form id="debt-budget-form" className="form" noValidate onSubmit={handleSubmit}>
            {locked ? (
              <p className="muted" data-testid="budget-locked">
                {BUDGET_LOCKED_TEXT}
              </p>
            ) : null}
            <fieldset disabled={locked} className="debt-budget__fieldset">
              <MoneyInput name="netIncome" label="Net income (R a month)" disabled={locked} />
              {BUDGET_CATEGORIES.map((category) => (
                <fieldset key={category.key} className="debt-budget__category" disabled={locked}>
                  <legend>{category.label}</legend>
                  <NoteInput name={`expenses.${category.key}.note`} label={`${category.label} description`} disabled={locked} />
                  <MoneyInput name={`expenses.${category.key}.amount`} label={`${category.label} amount (R)`} disabled={locked} />
                </fieldset>
              ))}
            </fieldset>
            {submitError ? <ErrorMessage message={submitError} testId="budget-form-error" /> : null}
          </form>
        </Modal>
      )}
    </Form>
  );
}
