// The one Budget form (savings-budget-debt-shell.md sections 2, 4, 6 and 9): net income and the
// six expense categories, each a description and an amount. Under debt counselling its fields
// are disabled and there is no submit. Saving sends the categories with amounts as the expense
// list (addOrUpdateClientFinancialSummary), then the net income as the client's income
// (updateMyProfile). The rules are @imali/shared/domain's, which the debt subgraph runs too.
// Used by the debt dashboard (with the data it already has), the savings budget prompt and
// /budget (BudgetModal, which loads what it needs).
import { useMemo } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Button, ErrorMessage, Modal, Spinner } from '@imali/shared/ui';
import {
  BUDGET_CATEGORIES,
  BUDGET_NOTE_MAX_LENGTH,
  budgetExpenses,
  budgetFormErrors,
  budgetFormValues,
  budgetIncome,
  budgetSubmitErrors,
  type BudgetFormValues,
  type BudgetItem,
} from '@imali/shared/domain';
import { errorMessage, fieldErrors } from '../feedback/errors';
import { SharedBudgetDocument, SharedSaveBudgetDocument, SharedUpdateIncomeDocument } from '../gql/graphql';

import { BUDGET_LOCKED_TEXT, BUDGET_LOAD_ERROR, BUDGET_SAVE_LABEL, BUDGET_TITLE, INCOME_ESTIMATED_TIP, INCOME_TIP } from './budget-texts';

const GROUP_STYLE = { border: 0, padding: 0, margin: '0 0 var(--space-3)' } as const;

export interface BudgetFormProps {
  clientId: string;
  financialSummaryId: string | null;
  expenses: readonly BudgetItem[];
  income: number | null;
  /** The bureau's estimate, for the income tip ("if an estimate was used, it says so"). */
  estimatedIncome?: number | null;
  underDebtCounselling: boolean;
  onClose: () => void;
  /** After a save (the caller refetches). */
  onSaved: () => void;
}

/**
 * One budget text box: an amount (decimal keyboard) or a note (its own length). Its message, tied
 * to the box: the shared rule's, else the server's for the value last sent (until it is changed).
 */
function BudgetInput({ name, label, disabled, kind }: { name: string; label: string; disabled: boolean; kind: 'money' | 'note' }) {
  const money = kind === 'money';
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        // The shared rule's message first; else the server's for the value it was sent (until the box changes).
        const error = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
        const message = (meta.touched || meta.submitFailed) && error ? String(error) : undefined;
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
              inputMode={money ? 'decimal' : undefined}
              maxLength={money ? 14 : BUDGET_NOTE_MAX_LENGTH}
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

/** The income tip: shown when the income is zero or absent; says so when an estimate was used. */
export function IncomeTip({ income, estimatedIncome }: { income: number | null | undefined; estimatedIncome?: number | null }) {
  if (typeof income === 'number' && income > 0) return null;
  return (
    <div className="muted" data-testid="budget-income-tip">
      <p>{INCOME_TIP}</p>
      {typeof estimatedIncome === 'number' && estimatedIncome > 0 ? <p data-testid="budget-income-estimated">{INCOME_ESTIMATED_TIP}</p> : null}
    </div>
  );
}

/** The Budget modal from data the caller has. */
export function BudgetForm({ clientId, financialSummaryId, expenses, income, estimatedIncome, underDebtCounselling, onClose, onSaved }: BudgetFormProps) {
  const [saveBudget] = useMutation(SharedSaveBudgetDocument);
  const [updateIncome] = useMutation(SharedUpdateIncomeDocument);
  const locked = underDebtCounselling;
  // The form starts again only when the saved budget changes (not on every render of the caller).
  const initialValues = useMemo(() => budgetFormValues(expenses, income), [expenses, income]);

  const submit = async (values: BudgetFormValues): Promise<SubmissionErrors | void> => {
    if (locked) return undefined;
    try {
      await saveBudget({ variables: { clientId, id: financialSummaryId, expenses: budgetExpenses(values) } });
      const netIncome = budgetIncome(values);
      if (netIncome !== undefined) await updateIncome({ variables: { income: netIncome } });
    } catch (error) {
      // Field errors beside their boxes (the same rules run here first, so these are rare); anything else as the form's message.
      return budgetSubmitErrors(values, fieldErrors(error)) ?? { [FORM_ERROR]: errorMessage(error) };
    }
    onSaved();
    onClose();
    return undefined;
  };

  return (
    <Form<BudgetFormValues> onSubmit={submit} initialValues={initialValues} validate={(values) => budgetFormErrors(values)}>
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
              <Button type="submit" form="shared-budget-form" block disabled={submitting} aria-busy={submitting || undefined}>
                {BUDGET_SAVE_LABEL}
              </Button>
            )
          }
        >
          <form id="shared-budget-form" className="form" noValidate onSubmit={handleSubmit}>
            {locked ? (
              <p className="muted" data-testid="budget-locked">
                {BUDGET_LOCKED_TEXT}
              </p>
            ) : (
              <IncomeTip income={income} estimatedIncome={estimatedIncome} />
            )}
            <fieldset disabled={locked} style={GROUP_STYLE}>
              <BudgetInput kind="money" name="netIncome" label="Net income (R a month)" disabled={locked} />
              {BUDGET_CATEGORIES.map((category) => (
                <fieldset key={category.key} style={GROUP_STYLE} disabled={locked}>
                  <legend style={{ fontWeight: 600 }}>{category.label}</legend>
                  <BudgetInput kind="note" name={`expenses.${category.key}.note`} label={`${category.label} description`} disabled={locked} />
                  <BudgetInput kind="money" name={`expenses.${category.key}.amount`} label={`${category.label} amount (R)`} disabled={locked} />
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

export interface BudgetModalProps {
  onClose: () => void;
  /** After a save, once the budget is read again. */
  onSaved?: () => void;
}

/**
 * The Budget modal that reads the client's budget itself (the savings prompt, /budget): a
 * spinner while it loads, the spec's message when the query fails, then the form.
 */
export function BudgetModal({ onClose, onSaved }: BudgetModalProps) {
  const { data, loading, error, refetch } = useQuery(SharedBudgetDocument);
  const client = data?.myClient ?? null;
  if (client) {
    return (
      <BudgetForm
        clientId={client.id}
        financialSummaryId={client.financialSummary?.id ?? null}
        expenses={client.financialSummary?.expenses ?? []}
        income={client.income ?? null}
        // The estimate the debt breakdown uses (identity's, else the bureau's), as the debt dashboard passes it.
        estimatedIncome={client.debtBreakdown?.estimatedIncome ?? client.estimatedIncome ?? null}
        underDebtCounselling={client.debtBreakdown?.hasDebtCounselling ?? false}
        onClose={onClose}
        onSaved={() => {
          void refetch().catch(() => undefined);
          onSaved?.();
        }}
      />
    );
  }
  return (
    <Modal open title={BUDGET_TITLE} onClose={onClose} testId="budget-form">
      {loading && !error ? <Spinner label="Loading your budget" /> : <ErrorMessage message={BUDGET_LOAD_ERROR} onRetry={() => void refetch().catch(() => undefined)} testId="budget-load-error" />}
    </Modal>
  );
}
