// The purchase wizard (funeral.md sections 2 and 4 "Purchase"): the continuation of the quick
// quote's newFuneral modal from "Get me covered!" to the new policy. It owns the purchase's
// answers, the step, the sale attempt and the documents; the quick quote's modal shows its steps.
import { useEffect, useState, type ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { FORM_ERROR } from 'final-form';
import { useApolloClient } from '@apollo/client/react';
import { DEFAULT_ID_TYPE } from '@imali/shared/domain';
import { Button } from '@imali/shared/ui';
import { errorCode, errorMessage, useIdempotentSubmit, type WizardControl } from '@imali/shared/web';
import { FuneralGetQuoteDocument } from '../gql/graphql';
import type { FuneralQuoteClient } from '../quote/quote-types';
import type { NewFuneralStep, NewFuneralValues } from '../quick-quote/new-funeral-wizard';
import { FuneralCreateSaleDocument } from '../gql/graphql';
import type { SaleResult } from '../sale/sale-types';
import { firstStepWithErrors, saleErrorsBySteps } from './purchase-flow';
import { afterCompleteSale, isPurchaseStep, numberedStep, PURCHASE_CHOICES, type PurchaseStep } from './purchase-steps';
import { isSignedIn, purchaseQuoteVariables, saleFingerprint, saleVariables, type MemberFormValues, type MemberType, type PurchaseValues } from './purchase-values';
import { BeneficiaryInfoStep, BeneficiaryStep, BeneficiarySpouseStep } from './steps/beneficiary-steps';
import { ChildStep } from './steps/child-step';
import { CompleteSaleStep } from './steps/complete-sale-step';
import { GetDocumentsStep, UploadDocsStep } from './steps/document-steps';
import { CompletedSaleSignedInStep, CompletedSaleStep, SignupStep } from './steps/ending-steps';
import { MemberStep } from './steps/member-step';
import { AccountHolderInfoStep, BankAccountInfoStep, DoMandateSentStep, DoMandateStep, OwnAccountStep } from './steps/payment-steps';
import { useDocumentUploads } from './use-document-uploads';
import { CONTINUE } from '../forms/step-form';

/** Ours: the sale failed without a message for the buyer (network, server fault). */
export const SALE_FAILED_MESSAGE = 'We could not finish buying your cover. Your answers are kept: please try again.';

export interface UsePurchaseOptions {
  /** The newFuneral wizard (quick-quote/new-funeral-wizard.ts): its step and answers. */
  wizard: WizardControl<NewFuneralValues, NewFuneralStep>;
  /** The signed-in client's record (null for a visitor). */
  client: FuneralQuoteClient | null | undefined;
  onClose: () => void;
  onRequestCallback: () => void;
  today?: Date;
}

export interface PurchaseControl {
  /** The current purchase step's content (null on a quick-quote step). */
  content: () => ReactNode;
  /** Buying has started and no policy exists yet: closing now loses the answers. */
  unsaved: boolean;
}

function fullName(member: MemberFormValues): string {
  return `${member.firstNames ?? ''} ${member.surname ?? ''}`.trim();
}

export function usePurchase({ wizard, client, onClose, onRequestCallback, today }: UsePurchaseOptions): PurchaseControl {
  const apollo = useApolloClient();
  const signedIn = isSignedIn(client);
  const [sale, setSale] = useState<SaleResult>();
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<PurchaseStep, SubmissionErrors>>(new Map());
  const [saleError, setSaleError] = useState<string>();
  // Redraws a step that shows another life after "Remove this child".
  const [version, setVersion] = useState(0);
  // One sale attempt per set of answers: a retry or a double click sends the same key.
  const createSale = useIdempotentSubmit(
    (answers: PurchaseValues, idempotencyKey: string) => apollo.mutate({ mutation: FuneralCreateSaleDocument, variables: saleVariables(answers, idempotencyKey, today) }),
    { fingerprint: saleFingerprint },
  );
  const documents = useDocumentUploads(sale, signedIn);
  const arrivedAt = wizard.step;
  // Arriving at completeSale starts without the last attempt's message.
  useEffect(() => {
    if (arrivedAt === 'completeSale') setSaleError(undefined);
  }, [arrivedAt]);

  const step = wizard.step;
  const v = wizard.values.purchase;
  if (!isPurchaseStep(step) || !v) return { content: () => null, unsaved: false };
  const current: PurchaseStep = step;
  const submitting = createSale.submitting;
  const withAnswers = (answers: PurchaseValues) => (values: NewFuneralValues) => ({ ...values, purchase: answers });

  /** On by the step's rule (the button's choice), with these answers. */
  const go = (nextValues: PurchaseValues = v, choice?: string) => wizard.next(withAnswers(nextValues), { choice });

  /** After a step's answers are kept: on, or (correcting the server's messages) to the next step with messages. */
  const advance = (nextValues: PurchaseValues = v, choice?: string) => {
    if (!serverErrors.has(current)) return go(nextValues, choice);
    const remaining = new Map(serverErrors);
    remaining.delete(current);
    setServerErrors(remaining);
    wizard.goTo(firstStepWithErrors(nextValues, remaining) ?? 'completeSale', withAnswers(nextValues));
  };

  const toQuote = () => wizard.goTo('doQuote');

  const backButton =
    current === 'mainMember' ? (
      <Button variant="ghost" block onClick={toQuote}>
        Back to my quote
      </Button>
    ) : (
      <Button variant="ghost" block onClick={wizard.back}>
        Back
      </Button>
    );

  const buy = async () => {
    // Bought already, or a double click while the first click's sale is on its way.
    if (sale || createSale.inFlight()) return;
    setSaleError(undefined);
    try {
      const result = await createSale.submit(v);
      if (result.error) throw result.error;
      const made = result.data?.createSalesInteractionPolicyWithMembers;
      if (!made) throw new Error('No policy returned');
      setSale(made);
      setServerErrors(new Map());
      // The policy exists: no draft is kept, and Back cannot reach the answers it was made from.
      wizard.complete();
      wizard.goTo(afterCompleteSale(v), undefined, { clearHistory: true });
    } catch (error) {
      const byStep = saleErrorsBySteps(v, error);
      const first = firstStepWithErrors(v, byStep);
      if (first) {
        setServerErrors(byStep);
        wizard.goTo(first);
      } else if (byStep.size) {
        setSaleError(String(byStep.get('completeSale')?.[FORM_ERROR] ?? SALE_FAILED_MESSAGE));
      } else {
        const code = errorCode(error);
        setSaleError(code && code !== 'INTERNAL_SERVER_ERROR' ? errorMessage(error, SALE_FAILED_MESSAGE) : SALE_FAILED_MESSAGE);
      }
    }
  };

  /** A form step's server messages, Back, and its answers kept by `save` before going on. */
  const formStep = <A,>(save: (answers: A) => PurchaseValues) => ({
    serverErrors: serverErrors.get(current),
    actions: backButton,
    onSubmit: (answers: A) => {
      advance(save(answers));
      return undefined;
    },
  });

  /** A covered life's step (mainMember, spouse, a parent, an extended member): its answers kept by `save`, then on. */
  const memberStep = (testId: string, memberType: MemberType, values: MemberFormValues, save: (answers: MemberFormValues) => PurchaseValues, lockedId?: { idType: string; idNumber: string }) => (
    <MemberStep
      key={current}
      testId={testId}
      memberType={memberType}
      values={values}
      submits={CONTINUE}
      today={today}
      lockedId={lockedId}
      {...formStep(save)}
    />
  );

  const renderNumbered = (): ReactNode => {
    const numbered = numberedStep(current)!;
    const { index } = numbered;
    if (numbered.list === 'children') {
      return (
        <ChildStep
          key={`${current}-${version}`}
          index={index}
          child={v.children[index]}
          serverErrors={serverErrors.get(current)}
          today={today}
          back={backButton}
          onNoChildren={() => advance({ ...v, children: [] })}
          onRemove={() => {
            const children = v.children.filter((_, position) => position !== index);
            if (children.length > index) {
              wizard.update(withAnswers({ ...v, children }));
              setVersion((n) => n + 1);
            } else advance({ ...v, children });
          }}
          onSave={(answers, intent) => {
            const children = [...v.children];
            children[index] = answers;
            if (intent === 'another') return go({ ...v, children }, PURCHASE_CHOICES.another);
            // Done: this is the last child; correcting a message keeps every child.
            const kept = intent === 'done' ? children.slice(0, index + 1) : children;
            advance({ ...v, children: kept });
          }}
        />
      );
    }
    const list = numbered.list;
    return memberStep(list === 'parents' ? 'add-parent' : 'add-extended', list === 'parents' ? 'PARENT' : 'EXTENDED', v[list][index] ?? {}, (answers) => ({
      ...v,
      [list]: v[list].map((member, position) => (position === index ? answers : member)),
    }));
  };

  /** The premium completeSale showed (Apollo's cache of its re-quote). */
  const quotedPremium = (): number | undefined => {
    try {
      return apollo.readQuery({ query: FuneralGetQuoteDocument, variables: purchaseQuoteVariables(v, today) })?.getPolicyQuote.premium;
    } catch {
      return undefined;
    }
  };

  const documentsUploaded = documents.uploads.idDocument?.status === 'done';

  const content = (): ReactNode => {
    switch (current) {
      case 'mainMember':
        return memberStep('main-member', 'POLICY_HOLDER', v.holder, (holder) => ({ ...v, holder }), signedIn && client?.idNumber ? { idType: client.idType ?? DEFAULT_ID_TYPE, idNumber: client.idNumber } : undefined);
      case 'spouse':
        return memberStep('spouse', 'SPOUSE', v.spouse, (spouse) => ({ ...v, spouse }));
      case 'beneficiary':
        return <BeneficiaryStep onContinue={() => go()} actions={backButton} />;
      case 'beneficiarySpouse':
        return (
          <BeneficiarySpouseStep
            spouseName={fullName(v.spouse)}
            answer={v.beneficiaryIsSpouse}
            actions={backButton}
            onAnswer={(yes) => advance({ ...v, beneficiaryIsSpouse: yes })}
          />
        );
      case 'beneficiaryInfo':
        return (
          <BeneficiaryInfoStep
            values={v.beneficiary}
            today={today}
            {...formStep((beneficiary) => ({ ...v, beneficiary, beneficiaryIsSpouse: v.hasSpouse ? false : null }))}
          />
        );
      case 'ownAccount':
        return <OwnAccountStep answer={v.ownAccount} actions={backButton} onAnswer={(own) => advance({ ...v, ownAccount: own })} />;
      case 'accountHolderInfo':
        return <AccountHolderInfoStep values={v.accountHolder} {...formStep((accountHolder) => ({ ...v, accountHolder }))} />;
      case 'bankAccountInfo':
        return <BankAccountInfoStep values={v.bank} {...formStep((bank) => ({ ...v, bank }))} />;
      case 'doMandateSent':
        return (
          <DoMandateSentStep
            holderName={(v.accountHolder.accountHolderName ?? '').trim()}
            holderNumber={(v.accountHolder.accountHolderContactNumber ?? '').trim()}
            onSend={() => go()}
            actions={backButton}
          />
        );
      case 'completeSale':
        return (
          <CompleteSaleStep
            values={v}
            submitting={submitting}
            error={saleError ?? (serverErrors.get('completeSale')?.[FORM_ERROR] as string | undefined)}
            onBuy={() => void buy()}
            onRequestCallback={onRequestCallback}
            actions={submitting ? null : backButton}
            today={today}
          />
        );
      case 'doMandate':
        return <DoMandateStep bankId={v.bank.bankId} premium={quotedPremium()} onContinue={() => go()} onRequestCallback={onRequestCallback} />;
      case 'getDocuments':
        return <GetDocumentsStep control={documents} onDone={() => go()} onSkip={() => go(v, PURCHASE_CHOICES.skip)} />;
      case 'uploadDocs':
        return <UploadDocsStep control={documents} onDone={() => go()} onSkip={() => go()} onBack={() => wizard.goTo('getDocuments')} />;
      case 'completedSale':
        return sale ? <CompletedSaleStep sale={sale} documentsUploaded={documentsUploaded} onFinish={onClose} onRegister={() => go(v, PURCHASE_CHOICES.register)} /> : null;
      case 'completedSaleSignedIn':
        return sale ? <CompletedSaleSignedInStep sale={sale} documentsUploaded={documentsUploaded} onFinish={onClose} /> : null;
      case 'signup':
        return sale ? <SignupStep sale={sale} /> : null;
      default:
        return numberedStep(current) ? renderNumbered() : null;
    }
  };

  return { content, unsaved: !sale };
}
