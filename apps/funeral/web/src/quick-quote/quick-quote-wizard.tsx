import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { ageAndGenderFromIdNumber } from '@imali/funeral/domain';
import { ConfirmDialog, Spinner, SteppedModal, type ModalStep } from '@imali/shared/ui';
import { ageOn, parseCalendarDate, resolveToday } from '@imali/shared/validation';
import { INITIAL_QUICK_QUOTE_VALUES, quoteSubmissionErrors, quoteVariables, type QuickQuoteValues } from '../quote/quote-values';
import { useQuoteCallback } from '../quote/use-quote-callback';
import { PurchaseProgress } from '../purchase/purchase-progress';
import { PURCHASE_STEPS } from '../purchase/purchase-steps';
import { usePurchase } from '../purchase/use-purchase';
import { FUNERAL_GET_QUOTE, FUNERAL_QUOTE_CLIENT, type FuneralQuoteClient } from './quick-quote.graphql';
import { firstStepFor, QUICK_QUOTE_STEPS, START_DELAY_MS, STEP_TITLES, type QuickQuoteStep } from './quick-quote-steps';
import type { QuoteVariant } from './quote-variant';
import { NoThanksStep, EmailFeedbackStep } from './steps/decline-steps';
import { StepFrame } from './steps/step-frame';
import { ExtendedQuoteInfo2Step, ExtendedQuoteInfoStep, ParentQuoteInfoStep, SpouseInfoStep } from './steps/dependant-steps';
import { DoQuoteStep } from './steps/do-quote-step';
import { PolicyHolderAgeGenderStep, PolicyHolderIdNumberStep, PolicyHolderInfoStep } from './steps/holder-steps';
import type { RunQuote } from './steps/step-props';

export const QUICK_QUOTE_TITLE = 'Funeral cover quote';
/** The modal's title once buying has started. */
export const PURCHASE_TITLE = 'Buy funeral cover';

/** Every step the newFuneral modal shows: the quick quote's, then the purchase's. */
const WIZARD_STEPS: readonly string[] = [...QUICK_QUOTE_STEPS, ...PURCHASE_STEPS];

export interface QuickQuoteWizardProps {
  variant: QuoteVariant;
  onClose: () => void;
  /**
   * Answers from elsewhere (the quote calculator's "Get me covered!"): after start the wizard
   * opens the purchase at mainMember with them instead of the variant's first question.
   */
  purchaseFrom?: Partial<QuickQuoteValues>;
  /** The day ages are read on (tests); today otherwise. */
  today?: Date;
}

/** A signed-in client's details as the wizard's first answers (funeral.md section 3). */
export function prefillFromClient(client: FuneralQuoteClient | null | undefined, today?: Date): Partial<QuickQuoteValues> {
  if (!client) return {};
  const prefill: Partial<QuickQuoteValues> = {};
  if (client.firstNames) prefill.firstName = client.firstNames;
  if (client.surname) prefill.surname = client.surname;
  if (client.email) prefill.email = client.email;
  if (typeof client.income === 'number' && client.income >= 0) prefill.income = String(client.income);
  const gender = client.gender?.toUpperCase();
  if (gender === 'MALE' || gender === 'FEMALE') prefill.gender = gender;
  const birth = parseCalendarDate(client.birthDate);
  if (birth) prefill.age = String(ageOn(birth, resolveToday(today)));
  // Only a South African ID number that reads as one: other documents cannot give an age.
  if (client.idNumber && ageAndGenderFromIdNumber(client.idNumber, today)) prefill.idNumber = client.idNumber;
  return prefill;
}

/**
 * The quick quote (newFuneral): a stepped modal without a route of its own (funeral.md
 * sections 2 and 4). start → the variant's first step → doQuote, from which spouse, parents
 * and extended family are added (each returns to the quote), a callback is requested, or the
 * quote is declined (noThanks → emailFeedback → close).
 */
export function QuickQuoteWizard({ variant, onClose, purchaseFrom, today }: QuickQuoteWizardProps) {
  const client = useApolloClient();
  const [step, setStep] = useState<QuickQuoteStep>('start');
  const [values, setValues] = useState<QuickQuoteValues>(INITIAL_QUICK_QUOTE_VALUES);
  const [reason, setReason] = useState<string>();
  const prefill = useQuery(FUNERAL_QUOTE_CLIENT, { errorPolicy: 'all' });
  const [delayed, setDelayed] = useState(false);
  const started = useRef(false);
  const callback = useQuoteCallback({ firstName: values.firstName, surname: values.surname, email: values.email });
  const [confirmClose, setConfirmClose] = useState(false);
  const purchase = usePurchase({
    client: prefill.data?.myClient,
    today,
    onBackToQuote: () => setStep('doQuote'),
    onClose,
    onRequestCallback: callback.requestCallback,
  });
  const startPurchase = purchase.start;

  useEffect(() => {
    const timer = setTimeout(() => setDelayed(true), START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // start: after the delay and once a signed-in client's details are known (or not), the
  // variant's first question, prefilled.
  useEffect(() => {
    if (started.current || !delayed || prefill.loading) return;
    started.current = true;
    const prefilled = { ...INITIAL_QUICK_QUOTE_VALUES, ...prefillFromClient(prefill.data?.myClient, today) };
    if (purchaseFrom) {
      const quote = { ...prefilled, ...purchaseFrom };
      setValues(quote);
      setStep('doQuote');
      startPurchase(quote);
      return;
    }
    setValues(prefilled);
    setStep(firstStepFor(variant));
  }, [delayed, prefill.loading, prefill.data, variant, today, purchaseFrom, startPurchase]);

  const runQuote = useCallback<RunQuote>(
    async (next, isStepField) => {
      try {
        const result = await client.query({ query: FUNERAL_GET_QUOTE, variables: quoteVariables(next) });
        if (result.error) throw result.error;
      } catch (error) {
        return quoteSubmissionErrors(error, isStepField);
      }
      setValues(next);
      setStep('doQuote');
      return undefined;
    },
    [client],
  );

  const apply = useCallback((next: QuickQuoteValues) => {
    setValues(next);
    setStep('doQuote');
  }, []);
  const backToQuote = useCallback(() => setStep('doQuote'), []);

  const content: Record<QuickQuoteStep, () => ReactNode> = {
    start: () => <Spinner label="Getting your quote ready" />,
    policyHolderInfo: () => <PolicyHolderInfoStep values={values} onQuote={runQuote} />,
    policyHolderIdNumber: () => <PolicyHolderIdNumberStep values={values} onQuote={runQuote} onRatherNot={() => setStep('policyHolderAgeGender')} />,
    policyHolderAgeGender: () => (
      <PolicyHolderAgeGenderStep values={values} onQuote={runQuote} onBack={variant === '1' ? () => setStep('policyHolderIdNumber') : undefined} />
    ),
    spouseInfo: () => <SpouseInfoStep values={values} onQuote={runQuote} onBack={backToQuote} onApply={apply} />,
    parentQuoteInfo: () => <ParentQuoteInfoStep values={values} onQuote={runQuote} onBack={backToQuote} onApply={apply} />,
    extendedQuoteInfo: () => (
      <ExtendedQuoteInfoStep
        values={values}
        onBack={backToQuote}
        onApply={apply}
        onNext={(numExtended) => {
          setValues((current) => ({ ...current, numExtended }));
          setStep('extendedQuoteInfo2');
        }}
      />
    ),
    extendedQuoteInfo2: () => <ExtendedQuoteInfo2Step values={values} onQuote={runQuote} onBack={() => setStep('extendedQuoteInfo')} />,
    doQuote: () => (
      <DoQuoteStep
        values={values}
        onCoverAmountChange={(coverAmount) => setValues((current) => ({ ...current, coverAmount }))}
        onAddSpouse={() => setStep('spouseInfo')}
        onAddParents={() => setStep('parentQuoteInfo')}
        onAddExtended={() => setStep('extendedQuoteInfo')}
        onGetCovered={() => startPurchase(values)}
        onRequestCallback={callback.requestCallback}
        onDecline={() => setStep('noThanks')}
      />
    ),
    noThanks: () => (
      <NoThanksStep
        reason={reason}
        onBack={backToQuote}
        onChosen={(chosen) => {
          setReason(chosen);
          setStep('emailFeedback');
        }}
      />
    ),
    emailFeedback: () => <EmailFeedbackStep reason={reason} onRequestCallback={callback.requestCallback} onClose={onClose} />,
  };

  // Only the current step is built; the list keeps the spec's order for the modal.
  const current: string = purchase.step ?? step;
  const steps: ModalStep[] = WIZARD_STEPS.map((name) => ({
    key: name,
    titles: purchase.step && name === purchase.step ? purchase.titles(purchase.step) : (STEP_TITLES as Readonly<Record<string, readonly string[]>>)[name],
    content:
      name === current ? (
        <StepFrame name={name} header={<PurchaseProgress step={name} />}>
          {purchase.step ? purchase.content() : content[step]()}
        </StepFrame>
      ) : null,
  }));

  // Closing while buying (before the policy exists) would lose the answers: ask first.
  const close = () => (purchase.step && purchase.unsaved ? setConfirmClose(true) : onClose());

  return (
    <>
      <SteppedModal
        open
        onClose={close}
        title={purchase.step ? PURCHASE_TITLE : QUICK_QUOTE_TITLE}
        steps={steps}
        currentStep={WIZARD_STEPS.indexOf(current)}
        testId="quick-quote"
      />
      <ConfirmDialog
        open={confirmClose}
        title="Stop buying your cover?"
        description="Your answers will be lost."
        confirmLabel="Stop"
        cancelLabel="Keep going"
        onConfirm={onClose}
        onCancel={() => setConfirmClose(false)}
        testId="purchase-confirm-close"
      />
      {callback.contactPanel}
    </>
  );
}
