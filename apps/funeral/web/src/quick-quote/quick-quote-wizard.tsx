import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { ageAndGenderFromIdNumber } from '@imali/funeral/domain';
import { ConfirmDialog, Spinner } from '@imali/shared/ui';
import { useWizard, WizardModal, WizardProgressHeader, WizardStepFrame } from '@imali/shared/web';
import { ageOn, parseCalendarDate, resolveToday } from '@imali/shared/validation';
import { INITIAL_QUICK_QUOTE_VALUES, quoteSubmissionErrors, quoteVariables, type QuickQuoteValues } from '../quote/quote-values';
import { useQuoteCallback } from '../quote/use-quote-callback';
import { isPurchaseStep, PROGRESS_SECTIONS } from '../purchase/purchase-steps';
import { isSignedIn, purchaseValuesFromQuote } from '../purchase/purchase-values';
import { usePurchase } from '../purchase/use-purchase';
import { FuneralGetQuoteDocument, FuneralQuoteClientDocument } from '../gql/graphql';
import type { FuneralQuoteClient } from '../quote/quote-types';
import type { QuickQuoteStep } from './quick-quote-steps';
import { INITIAL_NEW_FUNERAL_VALUES, NEW_FUNERAL_STEPS, newFuneralWizard, RATHER_NOT, type DoQuoteChoice, type NewFuneralStep, type NewFuneralValues } from './new-funeral-wizard';
import type { QuoteVariant } from './quote-variant';
import { NoThanksStep, EmailFeedbackStep } from './steps/decline-steps';
import { ExtendedQuoteInfo2Step, ExtendedQuoteInfoStep, ParentQuoteInfoStep, SpouseInfoStep } from './steps/dependant-steps';
import { DoQuoteStep } from './steps/do-quote-step';
import { PolicyHolderAgeGenderStep, PolicyHolderIdNumberStep, PolicyHolderInfoStep } from './steps/holder-steps';
import type { RunQuote } from './steps/step-props';

export const QUICK_QUOTE_TITLE = 'Funeral cover quote';
/** The modal's title once buying has started. */
export const PURCHASE_TITLE = 'Buy funeral cover';

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
  const prefill = useQuery(FuneralQuoteClientDocument, { errorPolicy: 'all' });
  const record = prefill.data?.myClient;
  const signedIn = isSignedIn(record);
  const definition = useMemo(() => newFuneralWizard(variant, signedIn), [variant, signedIn]);
  const [prefilled, setPrefilled] = useState(false);
  // start waits for a signed-in client's details (or their absence) before its delay runs out.
  const wizard = useWizard<NewFuneralValues, NewFuneralStep>({ definition, initialValues: INITIAL_NEW_FUNERAL_VALUES, paused: !prefilled });
  const { step, values, update, next, goTo } = wizard;
  const quote = values.quote;
  const callback = useQuoteCallback({ firstName: quote.firstName, surname: quote.surname, email: quote.email });
  const [confirmClose, setConfirmClose] = useState(false);

  /** Closed before a policy exists (or after): the draft is dropped. */
  const finish = useCallback(() => {
    wizard.abandon();
    onClose();
  }, [wizard, onClose]);
  const purchase = usePurchase({ wizard, client: record, today, onClose: finish, onRequestCallback: callback.requestCallback });

  // start: once the client's details are known (or not), the answers prefilled; a draft's answers are kept.
  useEffect(() => {
    if (prefilled || prefill.loading) return;
    setPrefilled(true);
    if (step !== 'start') return;
    const answers = { ...INITIAL_QUICK_QUOTE_VALUES, ...prefillFromClient(record, today), ...purchaseFrom };
    update({ quote: answers, purchase: purchaseFrom ? purchaseValuesFromQuote(answers, record, undefined, today) : null });
  }, [prefilled, prefill.loading, record, step, today, purchaseFrom, update]);

  const runQuote = useCallback<RunQuote>(
    async (answers, isStepField) => {
      try {
        const result = await client.query({ query: FuneralGetQuoteDocument, variables: quoteVariables(answers) });
        if (result.error) throw result.error;
      } catch (error) {
        return quoteSubmissionErrors(error, isStepField);
      }
      next((current) => ({ ...current, quote: answers }));
      return undefined;
    },
    [client, next],
  );

  const apply = useCallback((answers: QuickQuoteValues) => goTo('doQuote', (current) => ({ ...current, quote: answers })), [goTo]);
  const backToQuote = useCallback(() => goTo('doQuote'), [goTo]);
  const choose = (choice: DoQuoteChoice) => next(undefined, { choice });

  const content: Record<QuickQuoteStep, () => ReactNode> = {
    start: () => <Spinner label="Getting your quote ready" />,
    policyHolderInfo: () => <PolicyHolderInfoStep values={quote} onQuote={runQuote} />,
    policyHolderIdNumber: () => <PolicyHolderIdNumberStep values={quote} onQuote={runQuote} onRatherNot={() => next(undefined, { choice: RATHER_NOT })} />,
    policyHolderAgeGender: () => <PolicyHolderAgeGenderStep values={quote} onQuote={runQuote} onBack={variant === '1' ? () => goTo('policyHolderIdNumber') : undefined} />,
    spouseInfo: () => <SpouseInfoStep values={quote} onQuote={runQuote} onBack={backToQuote} onApply={apply} />,
    parentQuoteInfo: () => <ParentQuoteInfoStep values={quote} onQuote={runQuote} onBack={backToQuote} onApply={apply} />,
    extendedQuoteInfo: () => (
      <ExtendedQuoteInfoStep
        values={quote}
        onBack={backToQuote}
        onApply={apply}
        onNext={(numExtended) => next((current) => ({ ...current, quote: { ...current.quote, numExtended } }))}
      />
    ),
    extendedQuoteInfo2: () => <ExtendedQuoteInfo2Step values={quote} onQuote={runQuote} onBack={() => goTo('extendedQuoteInfo')} />,
    doQuote: () => (
      <DoQuoteStep
        values={quote}
        onCoverAmountChange={(coverAmount) => update((current) => ({ ...current, quote: { ...current.quote, coverAmount } }))}
        onAddSpouse={() => choose('spouseInfo')}
        onAddParents={() => choose('parentQuoteInfo')}
        onAddExtended={() => choose('extendedQuoteInfo')}
        // "Get me covered!": mainMember with the quote's answers and any purchase answers given before.
        onGetCovered={() =>
          next((current) => ({ ...current, purchase: purchaseValuesFromQuote(current.quote, record, current.purchase ?? undefined, today) }), { choice: 'mainMember' })
        }
        onRequestCallback={callback.requestCallback}
        onDecline={() => choose('noThanks')}
      />
    ),
    noThanks: () => <NoThanksStep reason={values.reason} onBack={backToQuote} onChosen={(reason) => next((current) => ({ ...current, reason }))} />,
    emailFeedback: () => (
      <EmailFeedbackStep
        reason={values.reason}
        onRequestCallback={callback.requestCallback}
        onClose={() => {
          wizard.complete();
          onClose();
        }}
      />
    ),
  };

  const buying = isPurchaseStep(step);
  // Closing while buying (before the policy exists) would lose the answers: ask first.
  const close = () => (buying && purchase.unsaved ? setConfirmClose(true) : finish());

  return (
    <>
      <WizardModal title={buying ? PURCHASE_TITLE : QUICK_QUOTE_TITLE} stepIds={NEW_FUNERAL_STEPS} step={step} titles={wizard.titles} onClose={close} testId="quick-quote">
        <WizardStepFrame
          step={step}
          autoFocus={step !== 'start'}
          className="funeral-step"
          testId="quick-quote-step"
          header={<WizardProgressHeader sections={PROGRESS_SECTIONS} progress={wizard.progress} label="Purchase progress" testId="purchase-progress" />}
        >
          {buying ? purchase.content() : content[step as QuickQuoteStep]()}
        </WizardStepFrame>
      </WizardModal>
      <ConfirmDialog
        open={confirmClose}
        title="Stop buying your cover?"
        description="Your answers will be lost."
        confirmLabel="Stop"
        cancelLabel="Keep going"
        onConfirm={finish}
        onCancel={() => setConfirmClose(false)}
        testId="purchase-confirm-close"
      />
      {callback.contactPanel}
    </>
  );
}
