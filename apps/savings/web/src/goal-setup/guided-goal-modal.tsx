// The guided goal modal (savings-budget-debt-shell.md section 4) on the shared wizard engine:
// type, type-specific details, the quote with the two-way recomputation (monthly amount ->
// date, date -> monthly amount), then done: add the goal (one idempotency key per attempt) or
// update the one being edited, refetch, close.
import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, ErrorMessage, formatDate, formatRand } from '@imali/shared/ui';
import { errorMessage, fieldErrors, InputField, RadioGroupField, SelectField, useIdempotentSubmit, useWizard, WizardModal, WizardStepFrame } from '@imali/shared/web';
import {
  acceptedCents,
  ADD_GOAL_ROUTE_TYPES,
  bucketTypeLabel,
  CAR_SAVING_FOR_OPTIONS,
  EMERGENCY_GOAL_MONTHS,
  FUNERAL_STOP_PAYING_AGES,
  GOAL_DETAIL_LABELS,
  monthlySavingsSliderBounds,
  parseBucketType,
  quoteWithDate,
  quoteWithMonthly,
  readRandAmount,
  savedTowardTargetCents,
  targetDateForMonthly,
  savingsGoalErrors,
  validateBucketType,
  validateCurrencyAmount,
  WITHDRAWAL_SLIDER_STEP_RAND,
  type BucketType,
} from '@imali/savings/domain';
import { composeValidators, required, toIsoDate } from '@imali/shared/validation';
import { SavingsAddBucketDocument, SavingsUpdateBucketDocument } from '../gql/graphql';
import { centsOf, today as todayOf } from '../savings-values';
import {
  detailFields,
  detailsForType,
  detailValidator,
  editGoalValues,
  fromQuoteAnswers,
  goalInput,
  GUIDED_GOAL_TITLE,
  guidedGoalWizard,
  newGoalValues,
  openingQuote,
  toQuoteAnswers,
  type DetailField,
  type GoalDetailAnswers,
  type GuidedGoalStep,
  type GuidedGoalValues,
} from './guided-goal-steps';
import type { SavingsBucketFieldsFragment } from '../gql/graphql';

/** The overview and the goal page read again after a save. */
export const SAVINGS_QUERIES = ['SavingsOverview', 'SavingsGoal'];

const STEP_IDS: readonly GuidedGoalStep[] = ['type', 'details', 'quote'];

const FIELD_LABELS: Record<DetailField, string> = {
  name: 'Goal name',
  description: 'What are you saving for?',
  targetAmount: 'Goal amount (R)',
  targetDate: 'Target date',
  existingAmount: 'Already saved elsewhere (R)',
  income: 'Monthly income (R)',
  goalMonthsInFund: 'How many months of salary?',
  destination: GOAL_DETAIL_LABELS['destination'] ?? 'Destination',
  tripDate: GOAL_DETAIL_LABELS['tripDate'] ?? 'Trip date',
  sumAssured: 'Sum assured (R)',
  stopPayingAge: 'Stop paying at age',
  savingFor: GOAL_DETAIL_LABELS['savingFor'] ?? 'Saving for',
  currentPremiums: 'Current premiums (R a month)',
  coverTypes: GOAL_DETAIL_LABELS['coverTypes'] ?? 'Cover types',
};

/**
 * A save error's field as the client reads it: every field the subgraph names for a goal (its
 * rules' fields, the type, the monthly amount, the December payout date and the details list);
 * a field with no label shows the message alone, never a raw field name.
 */
const ERROR_LABELS: Readonly<Record<string, string>> = {
  ...FIELD_LABELS,
  bucketType: 'Goal type',
  desiredSavings: 'Monthly amount (R)',
  payoutDate: 'Payout date',
  payoutDay: 'Payout day',
  payoutYear: 'Payout year',
  metaData: 'Goal details',
};

/** "Goal type: You already have an Emergency Fund"; metaData.{i}.key|value are the goal's details. */
export function saveErrorText(field: string, message: string): string {
  const label = Object.hasOwn(ERROR_LABELS, field) ? ERROR_LABELS[field] : field.startsWith('metaData.') ? ERROR_LABELS['metaData'] : undefined;
  return label ? `${label}: ${message}` : message;
}

/** Said on the type step when Emergency is not offered (one Emergency Fund per client, docs/decisions/savings-emergency-fund.md). */
export const EMERGENCY_EXISTS_NOTE = 'You already have an Emergency Fund, so it is not offered here.';

/** The goal types the type step offers: Emergency only while the client has no Emergency Fund other than the goal being edited. */
export function offeredGoalTypes(emergencyGoalId: string | null | undefined, editingId: string | null | undefined): BucketType[] {
  return ADD_GOAL_ROUTE_TYPES.filter((type) => type !== 'EMERGENCY' || !emergencyGoalId || emergencyGoalId === editingId);
}

const DATE_FIELDS = new Set<DetailField>(['targetDate', 'tripDate']);
const MONEY_FIELDS = new Set<DetailField>(['targetAmount', 'existingAmount', 'income', 'sumAssured', 'currentPremiums']);

function DetailInput({ type, field, today }: { type: BucketType; field: DetailField; today: ReturnType<typeof todayOf> }) {
  const validate = detailValidator(type, field, today);
  const label = FIELD_LABELS[field];
  if (field === 'goalMonthsInFund') {
    return <RadioGroupField name={`details.${field}`} legend={label} options={EMERGENCY_GOAL_MONTHS.map((n) => ({ value: String(n), label: `${n} month${n === 1 ? '' : 's'}` }))} validate={validate} />;
  }
  if (field === 'stopPayingAge') {
    return <RadioGroupField name={`details.${field}`} legend={label} options={FUNERAL_STOP_PAYING_AGES.map((n) => ({ value: String(n), label: String(n) }))} validate={validate} />;
  }
  if (field === 'savingFor') {
    return <SelectField name={`details.${field}`} label={label} placeholder="Select one" options={CAR_SAVING_FOR_OPTIONS.map((option) => ({ value: option, label: option }))} validate={validate} />;
  }
  return (
    <InputField
      name={`details.${field}`}
      label={label}
      type={DATE_FIELDS.has(field) ? 'date' : 'text'}
      inputMode={MONEY_FIELDS.has(field) ? 'decimal' : undefined}
      maxLength={MONEY_FIELDS.has(field) ? 14 : field === 'description' ? 500 : 100}
      validate={validate}
    />
  );
}

export interface GuidedGoalModalProps {
  /** A new goal of this type (the type step is skipped), or null to choose it. */
  bucketType?: BucketType | null;
  /** The goal to edit (update instead of add). */
  editing?: SavingsBucketFieldsFragment | null;
  /** Details to start a new goal from (the chat's figures when its type needs more details). */
  initialDetails?: GoalDetailAnswers;
  /** The client's income (the monthly slider's ceiling) and birth date (Funeral's target date). */
  income?: number | null;
  birthDate?: string | null;
  /** The client's Emergency Fund, if they have one: Emergency is not offered as a new goal's (or another goal's) type. */
  emergencyGoalId?: string | null;
  onClose: () => void;
  /** After the save, with the goal saved. */
  onSaved?: (bucket: SavingsBucketFieldsFragment) => void;
}

export function GuidedGoalModal({ bucketType = null, editing = null, initialDetails, income, birthDate, emergencyGoalId = null, onClose, onSaved }: GuidedGoalModalProps) {
  const today = useMemo(() => todayOf(), []);
  const wizard = useWizard({
    definition: guidedGoalWizard,
    initialValues: () => (editing ? editGoalValues(editing) : { ...newGoalValues(bucketType), details: initialDetails ?? {} }),
    draft: false,
  });
  const { values, next, goTo, update, complete } = wizard;
  const type = values.bucketType;
  // A Funeral goal's date is the birth date plus the stop-paying age (the server derives the same):
  // with a birth date on record it is fixed here too, and the monthly amount alone moves.
  const dateFixed = type === 'FUNERAL' && Boolean(birthDate);
  const [addBucket] = useMutation(SavingsAddBucketDocument, { refetchQueries: SAVINGS_QUERIES, awaitRefetchQueries: true });
  const [updateBucket] = useMutation(SavingsUpdateBucketDocument, { refetchQueries: SAVINGS_QUERIES, awaitRefetchQueries: true });
  const add = useIdempotentSubmit((input: ReturnType<typeof goalInput>, idempotencyKey: string) => addBucket({ variables: { bucketInfo: { ...input, idempotencyKey } } }));
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    wizard.abandon();
    onClose();
  };

  const save = async () => {
    if (!type || !values.quote) return;
    const input = goalInput(type, values.details, values.quote, editing ? (parseBucketType(editing.bucketType) ?? null) : null);
    // The same rules the subgraph runs, once more on what is sent.
    const problems = savingsGoalErrors({ ...values.details, ...input, targetDate: input.targetDate ?? values.details.targetDate }, today, birthDate);
    const blocking = problems.find((problem) => problem.field !== 'targetDate' || input.targetDate);
    if (blocking) {
      setSaveError(saveErrorText(blocking.field, blocking.message));
      return;
    }
    setSaveError(null);
    setSaving(true);
    try {
      let saved: SavingsBucketFieldsFragment | undefined;
      if (values.editingId) {
        const { bucketType: _type, ...changes } = input;
        const result = await updateBucket({ variables: { id: values.editingId, input: { ...changes, bucketType: type } } });
        saved = result.data?.updateSavingsBucket;
      } else {
        const result = await add.submit(input);
        saved = result.data?.addSavingsBucket;
      }
      complete();
      if (saved) onSaved?.(saved);
      onClose();
    } catch (error) {
      const byField = fieldErrors(error);
      const first = Object.entries(byField)[0];
      setSaveError(first ? saveErrorText(first[0], first[1]) : errorMessage(error));
      setSaving(false);
    }
  };

  let content;
  if (wizard.step === 'type') {
    const types = offeredGoalTypes(emergencyGoalId, values.editingId);
    content = (
      <Form<{ bucketType?: string }>
        initialValues={{ bucketType: type ?? undefined }}
        onSubmit={(answers) => {
          // "Choosing a type clears earlier details for that type" (an edit keeps its own: detailsForType).
          const chosen = answers.bucketType as BucketType;
          next({ ...values, bucketType: chosen, details: detailsForType(values, chosen), quote: null });
        }}
      >
        {({ handleSubmit }) => (
          <form className="form" noValidate onSubmit={handleSubmit} data-testid="guided-goal-type">
            <RadioGroupField name="bucketType" legend="Goal type" variant="cards" options={types.map((t) => ({ value: t, label: bucketTypeLabel(t) }))} validate={validateBucketType} />
            {types.includes('EMERGENCY') ? null : (
              <p className="muted" data-testid="guided-goal-emergency-exists">
                {EMERGENCY_EXISTS_NOTE}
              </p>
            )}
            <Button type="submit" block>
              Next
            </Button>
          </form>
        )}
      </Form>
    );
  } else if (wizard.step === 'details' && type) {
    const fields = detailFields(type, today);
    content = (
      <Form<{ details: GoalDetailAnswers }>
        initialValues={{ details: values.details }}
        onSubmit={(answers): SubmissionErrors | void => {
          const details = answers.details ?? {};
          try {
            next({ ...values, details, quote: openingQuote(type, details, today, birthDate, values.balanceCents) });
          } catch (error) {
            return { [FORM_ERROR]: errorMessage(error) };
          }
          return undefined;
        }}
      >
        {({ handleSubmit, submitError }) => (
          <form className="form" noValidate onSubmit={handleSubmit} data-testid="guided-goal-details">
            <InputField name="details.name" label={FIELD_LABELS.name} maxLength={100} placeholder={bucketTypeLabel(type)} validate={detailValidator(type, 'name', today)} />
            {fields.map((field) => (
              <DetailInput key={field} type={type} field={field} today={today} />
            ))}
            {submitError ? <ErrorMessage message={submitError} /> : null}
            <div className="button-row">
              {wizard.canGoBack ? (
                <Button variant="secondary" onClick={wizard.back}>
                  Back
                </Button>
              ) : null}
              <Button type="submit">Next</Button>
            </div>
          </form>
        )}
      </Form>
    );
  } else if (wizard.step === 'quote' && type && values.quote) {
    content = (
      <QuoteStep
        values={values}
        income={income}
        saving={saving}
        error={saveError}
        dateFixed={dateFixed}
        onMonthly={(cents) =>
          update((current) => ({ ...current, quote: dateFixed ? { ...current.quote!, desiredSavingsCents: cents } : toQuoteAnswers(quoteWithMonthly(fromQuoteAnswers(current.quote!), cents ?? undefined, today)) }))
        }
        onDate={(date) => update((current) => ({ ...current, quote: toQuoteAnswers(quoteWithDate(fromQuoteAnswers(current.quote!), date, today)) }))}
        onBack={() => goTo('details', undefined, { remember: false })}
        onDone={() => void save()}
      />
    );
  }

  return (
    <WizardModal title={GUIDED_GOAL_TITLE} stepIds={STEP_IDS} step={wizard.step} titles={wizard.titles} onClose={close} testId="guided-goal-modal">
      <WizardStepFrame step={wizard.step}>{content}</WizardStepFrame>
    </WizardModal>
  );
}

interface QuoteStepProps {
  values: GuidedGoalValues;
  income?: number | null;
  saving: boolean;
  error: string | null;
  /** The target date is set by the goal (Funeral: birth date plus stop-paying age), not chosen here. */
  dateFixed: boolean;
  /** The monthly amount the field holds, or null when it holds none its rule passes (empty, "abc", -5, 1.234). */
  onMonthly: (cents: number | null) => void;
  onDate: (date: string) => void;
  onBack: () => void;
  onDone: () => void;
}

/**
 * The monthly amount field's rule: the message under it, and which text is an amount at all.
 * Required: saved without one, a new goal would get the API's default R 500 and an edited goal
 * keep its old amount, neither of them in the field.
 */
const monthlyRule = composeValidators(required, validateCurrencyAmount);

/** The quote: the derived goal amount, the target date and the monthly amount, each recomputing the other. */
function QuoteStep({ values, income, saving, error, dateFixed, onMonthly, onDate, onBack, onDone }: QuoteStepProps) {
  const quote = values.quote!;
  const today = useMemo(() => todayOf(), []);
  // With the date fixed, when this monthly amount reaches the goal.
  const reachedBy = dateFixed && quote.targetAmountCents !== null && quote.desiredSavingsCents !== null ? targetDateForMonthly(quote.targetAmountCents, quote.existingAmountCents, quote.desiredSavingsCents, today, quote.amountCents) : undefined;
  const [monthlyText, setMonthlyText] = useState(quote.desiredSavingsCents === null ? '' : String(quote.desiredSavingsCents / 100));
  // The rule's message for the text the field holds (also when a new date rewrites it).
  const monthlyError = monthlyRule(monthlyText);
  // "target minus existing": for a goal being edited, what it holds counts too (docs/decisions/savings-edit-quote-balance.md).
  const bounds = monthlySavingsSliderBounds(quote.targetAmountCents ?? 0, savedTowardTargetCents(quote.amountCents, quote.existingAmountCents), income == null ? null : centsOf(income));
  const monthly = quote.desiredSavingsCents ?? 0;
  // A new date recomputes the monthly amount: the field follows (typing that reads as the same amount is left alone).
  useEffect(() => {
    setMonthlyText((text) => {
      const reading = readRandAmount(text);
      const cents = quote.desiredSavingsCents;
      if (cents === null) return text;
      return reading.ok && reading.cents === cents ? text : String(cents / 100);
    });
  }, [quote.desiredSavingsCents]);

  const typeMonthly = (text: string) => {
    setMonthlyText(text);
    // The figures follow the field: its amount, or none while it holds none.
    onMonthly(acceptedCents(text, monthlyRule));
  };
  const slide = (rand: number) => {
    setMonthlyText(String(rand));
    onMonthly(Math.round(rand * 100));
  };

  return (
    <div className="form" data-testid="guided-goal-quote">
      <p>
        Goal amount: <strong data-testid="quote-target-amount">{quote.targetAmountCents === null ? 'Not set' : formatRand(quote.targetAmountCents / 100)}</strong>
      </p>
      {quote.amountCents > 0 ? (
        <p className="muted" data-testid="quote-saved">
          Saved so far: {formatRand(quote.amountCents / 100)}
        </p>
      ) : null}
      {quote.existingAmountCents > 0 ? <p className="muted">Already saved elsewhere: {formatRand(quote.existingAmountCents / 100)}</p> : null}
      <div className="field">
        <label className="field__label" htmlFor="quote-monthly">
          Monthly amount (R)
        </label>
        <input id="quote-monthly" className="field__input" inputMode="decimal" maxLength={14} value={monthlyText} onChange={(event) => typeMonthly(event.currentTarget.value)} aria-invalid={monthlyError ? true : undefined} />
        {monthlyError ? (
          <span className="field__error" role="alert">
            {monthlyError}
          </span>
        ) : null}
        {bounds.maxCents > 0 ? (
          <input
            type="range"
            aria-label="Monthly amount slider"
            min={bounds.minCents / 100}
            max={bounds.maxCents / 100}
            step={WITHDRAWAL_SLIDER_STEP_RAND}
            value={Math.min(monthly, bounds.maxCents) / 100}
            onChange={(event) => slide(Number(event.currentTarget.value))}
          />
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="quote-date">
          Target date
        </label>
        {dateFixed ? (
          <>
            <input id="quote-date" type="date" className="field__input" value={quote.targetDate ?? ''} readOnly aria-describedby="quote-date-text" />
            <span className="field__hint" id="quote-date-text" data-testid="quote-date-text">
              {`The day you turn ${values.details.stopPayingAge ?? ''}, when you stop paying.`}
              {reachedBy ? ` At this monthly amount you reach your goal by ${formatDate(toIsoDate(reachedBy))}.` : ''}
            </span>
          </>
        ) : (
          <>
            <input id="quote-date" type="date" className="field__input" value={quote.targetDate ?? ''} onChange={(event) => event.currentTarget.value && onDate(event.currentTarget.value)} />
            <span className="field__hint" data-testid="quote-date-text">
              {quote.targetDate ? `You reach your goal by ${formatDate(quote.targetDate)}` : 'Add a monthly amount to see when you reach your goal'}
            </span>
          </>
        )}
      </div>
      {error ? <ErrorMessage message={error} testId="guided-goal-error" /> : null}
      <div className="button-row">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onDone} disabled={saving || Boolean(monthlyError)} aria-busy={saving || undefined} data-testid="guided-goal-done">
          Done
        </Button>
      </div>
    </div>
  );
}
