// The purchase wizard (funeral.md sections 2 and 4 "Purchase"): the continuation of the quick
// quote's newFuneral modal from "Get me covered!" to the new policy. It owns the purchase's
// answers, the step, the sale attempt and the documents; the quick quote's modal shows its steps.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { FORM_ERROR } from 'final-form';
import { useApolloClient } from '@apollo/client/react';
import { DEFAULT_ID_TYPE } from '@imali/shared/domain';
import { Button } from '@imali/shared/ui';
import { errorCode, errorMessage, newIdempotencyKey } from '@imali/shared/web';
import { FUNERAL_GET_QUOTE, type FuneralQuoteClient } from '../quick-quote/quick-quote.graphql';
import type { QuickQuoteValues } from '../quote/quote-values';
import { FUNERAL_CREATE_SALE, type SaleResult } from '../sale/sale.graphql';
import {
  afterBankAccount,
  afterBeneficiary,
  afterChildren,
  afterCompleteSale,
  afterMainMember,
  afterParents,
  endingStep,
  firstStepWithErrors,
  saleErrorsBySteps,
} from './purchase-flow';
import { childStep, extendedStep, numberedStep, parentStep, type PurchaseStep } from './purchase-steps';
import { isSignedIn, purchaseQuoteVariables, purchaseValuesFromQuote, saleFingerprint, saleVariables, type MemberFormValues, type PurchaseValues } from './purchase-values';
import { BeneficiaryInfoStep, BeneficiaryStep, BeneficiarySpouseStep } from './steps/beneficiary-steps';
import { ChildStep } from './steps/child-step';
import { CompleteSaleStep } from './steps/complete-sale-step';
import { GetDocumentsStep, UploadDocsStep } from './steps/document-steps';
import { CompletedSaleSignedInStep, CompletedSaleStep, SignupStep } from './steps/ending-steps';
import { MemberStep } from './steps/member-step';
import { AccountHolderInfoStep, BankAccountInfoStep, DoMandateSentStep, DoMandateStep, OwnAccountStep } from './steps/payment-steps';
import { useDocumentUploads } from './use-document-uploads';

/** Ours: the sale failed without a message for the buyer (network, server fault). */
export const SALE_FAILED_MESSAGE = 'We could not finish buying your cover. Your answers are kept: please try again.';

const CONTINUE = [{ label: 'Continue', intent: 'continue' }] as const;

export interface UsePurchaseOptions {
  /** The signed-in client's record (null for a visitor). */
  client: FuneralQuoteClient | null | undefined;
  /** Back from mainMember: the quote (doQuote). */
  onBackToQuote: () => void;
  onClose: () => void;
  onRequestCallback: () => void;
  today?: Date;
}

export interface PurchaseControl {
  /** The purchase step shown, or null while the quick quote is. */
  step: PurchaseStep | null;
  /** "Get me covered!": mainMember with the quote's answers (and any purchase answers given before). */
  start: (quote: QuickQuoteValues) => void;
  titles: (step: PurchaseStep) => readonly string[];
  /** The current step's content. */
  content: () => ReactNode;
  /** Buying has started and no policy exists yet: closing now loses the answers. */
  unsaved: boolean;
}

function fullName(member: MemberFormValues): string {
  return `${member.firstNames ?? ''} ${member.surname ?? ''}`.trim();
}

export function usePurchase({ client, onBackToQuote, onClose, onRequestCallback, today }: UsePurchaseOptions): PurchaseControl {
  const apollo = useApolloClient();
  const signedIn = isSignedIn(client);
  const [step, setStep] = useState<PurchaseStep | null>(null);
  const [values, setValues] = useState<PurchaseValues | null>(null);
  const [history, setHistory] = useState<PurchaseStep[]>([]);
  const [sale, setSale] = useState<SaleResult>();
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<PurchaseStep, SubmissionErrors>>(new Map());
  const [saleError, setSaleError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  // Redraws a step that shows another life after "Remove this child".
  const [version, setVersion] = useState(0);
  const inFlight = useRef(false);
  /** One sale attempt: its idempotency key and the answers it was made for. */
  const attempt = useRef<{ key: string; fingerprint: string } | undefined>(undefined);
  const documents = useDocumentUploads(sale, signedIn);

  const start = useCallback(
    (quote: QuickQuoteValues) => {
      setValues((existing) => purchaseValuesFromQuote(quote, client, existing ?? undefined, today));
      setHistory([]);
      setStep('mainMember');
    },
    [client, today],
  );

  const titles = useCallback(
    (name: PurchaseStep): readonly string[] => {
      const numbered = numberedStep(name);
      if (numbered?.list === 'children') return ['Your children', `Child ${numbered.index + 1}`];
      if (numbered?.list === 'parents') return ['Your parents', `Parent ${numbered.index + 1} of ${values?.parents.length ?? 0}`];
      if (numbered?.list === 'extended') return ['Your extended family', `Family member ${numbered.index + 1} of ${values?.extended.length ?? 0}`];
      const fixed: Partial<Record<PurchaseStep, readonly string[]>> = {
        mainMember: ['Your details', 'You are the policy holder'],
        spouse: ['Your spouse'],
        beneficiary: ['Your beneficiary'],
        beneficiarySpouse: ['Your beneficiary'],
        beneficiaryInfo: ['Your beneficiary', 'Who should we pay?'],
        ownAccount: ['Payment details'],
        accountHolderInfo: ['Payment details', 'The account holder'],
        bankAccountInfo: ['Payment details', 'Your debit order'],
        doMandateSent: ['Payment details', 'Debit order mandate'],
        completeSale: ['Confirm your cover', 'Check your premium and details'],
        doMandate: ['Your debit order mandate'],
        getDocuments: ['Upload documents', 'A selfie and your ID document'],
        uploadDocs: ['Upload documents'],
        completedSale: ['Thank you'],
        completedSaleSignedIn: ['Thank you'],
        signup: ['Register'],
      };
      return fixed[name] ?? [];
    },
    [values],
  );

  if (!step || !values) return { step: null, start, titles, content: () => null, unsaved: false };
  const current: PurchaseStep = step;
  const v: PurchaseValues = values;

  /** The sale attempt for these answers: the same answers keep the key (a retry), changed answers get a new one. */
  const prepareAttempt = (answers: PurchaseValues) => {
    const fingerprint = saleFingerprint(answers);
    if (!attempt.current || attempt.current.fingerprint !== fingerprint) attempt.current = { key: newIdempotencyKey(), fingerprint };
  };

  const go = (next: PurchaseStep, nextValues: PurchaseValues = v) => {
    if (nextValues !== v) setValues(nextValues);
    if (next === 'completeSale') {
      prepareAttempt(nextValues);
      setSaleError(undefined);
    }
    setHistory((list) => [...list, current]);
    setStep(next);
  };

  /** After a step's answers are kept: on, or (correcting the server's messages) to the next step with messages. */
  const advance = (normal: PurchaseStep, nextValues: PurchaseValues = v) => {
    if (!serverErrors.has(current)) return go(normal, nextValues);
    const remaining = new Map(serverErrors);
    remaining.delete(current);
    setServerErrors(remaining);
    go(firstStepWithErrors(nextValues, remaining) ?? 'completeSale', nextValues);
  };

  const toQuote = () => {
    setStep(null);
    onBackToQuote();
  };

  const back = () => {
    const previous = history[history.length - 1];
    if (!previous) return toQuote();
    setHistory((list) => list.slice(0, -1));
    setStep(previous);
  };

  const backButton =
    current === 'mainMember' ? (
      <Button variant="ghost" block onClick={toQuote}>
        Back to my quote
      </Button>
    ) : (
      <Button variant="ghost" block onClick={back}>
        Back
      </Button>
    );

  const buy = async () => {
    if (inFlight.current || sale || !attempt.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setSaleError(undefined);
    try {
      const result = await apollo.mutate({ mutation: FUNERAL_CREATE_SALE, variables: saleVariables(v, attempt.current.key, today) });
      if (result.error) throw result.error;
      const made = result.data?.createSalesInteractionPolicyWithMembers;
      if (!made) throw new Error('No policy returned');
      setSale(made);
      setServerErrors(new Map());
      setHistory([]);
      setStep(afterCompleteSale(v));
    } catch (error) {
      const byStep = saleErrorsBySteps(v, error);
      const first = firstStepWithErrors(v, byStep);
      if (first) {
        setServerErrors(byStep);
        go(first);
      } else if (byStep.size) {
        setSaleError(String(byStep.get('completeSale')?.[FORM_ERROR] ?? SALE_FAILED_MESSAGE));
      } else {
        const code = errorCode(error);
        setSaleError(code && code !== 'INTERNAL_SERVER_ERROR' ? errorMessage(error, SALE_FAILED_MESSAGE) : SALE_FAILED_MESSAGE);
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const memberSubmit = (save: (answers: MemberFormValues) => PurchaseValues, next: (saved: PurchaseValues) => PurchaseStep) => (answers: MemberFormValues) => {
    const saved = save(answers);
    advance(next(saved), saved);
    return undefined;
  };

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
          onNoChildren={() => advance(afterChildren({ ...v, children: [] }), { ...v, children: [] })}
          onRemove={() => {
            const children = v.children.filter((_, position) => position !== index);
            if (children.length > index) {
              setValues({ ...v, children });
              setVersion((n) => n + 1);
            } else advance(afterChildren({ ...v, children }), { ...v, children });
          }}
          onSave={(answers, intent) => {
            const children = [...v.children];
            children[index] = answers;
            if (intent === 'another') return go(childStep(index + 1), { ...v, children });
            // Done: this is the last child; correcting a message keeps every child.
            const kept = intent === 'done' ? children.slice(0, index + 1) : children;
            advance(afterChildren({ ...v, children: kept }), { ...v, children: kept });
          }}
        />
      );
    }
    const list = numbered.list;
    const memberType = list === 'parents' ? 'PARENT' : 'EXTENDED';
    const isLast = index + 1 >= v[list].length;
    return (
      <MemberStep
        key={current}
        testId={list === 'parents' ? 'add-parent' : 'add-extended'}
        memberType={memberType}
        values={v[list][index] ?? {}}
        serverErrors={serverErrors.get(current)}
        submits={CONTINUE}
        today={today}
        actions={backButton}
        onSubmit={memberSubmit(
          (answers) => ({ ...v, [list]: v[list].map((member, position) => (position === index ? answers : member)) }),
          (saved) => (isLast ? (list === 'parents' ? afterParents(saved) : 'beneficiary') : list === 'parents' ? parentStep(index + 1) : extendedStep(index + 1)),
        )}
      />
    );
  };

  /** The premium completeSale showed (Apollo's cache of its re-quote). */
  const quotedPremium = (): number | undefined => {
    try {
      return apollo.readQuery({ query: FUNERAL_GET_QUOTE, variables: purchaseQuoteVariables(v, today) })?.getPolicyQuote.premium;
    } catch {
      return undefined;
    }
  };

  const ending = endingStep(signedIn);
  const documentsUploaded = documents.uploads.idDocument?.status === 'done';

  const content = (): ReactNode => {
    switch (current) {
      case 'mainMember':
        return (
          <MemberStep
            testId="main-member"
            memberType="POLICY_HOLDER"
            values={v.holder}
            serverErrors={serverErrors.get(current)}
            submits={CONTINUE}
            today={today}
            lockedId={signedIn && client?.idNumber ? { idType: client.idType ?? DEFAULT_ID_TYPE, idNumber: client.idNumber } : undefined}
            actions={backButton}
            onSubmit={memberSubmit((holder) => ({ ...v, holder }), afterMainMember)}
          />
        );
      case 'spouse':
        return (
          <MemberStep
            testId="spouse"
            memberType="SPOUSE"
            values={v.spouse}
            serverErrors={serverErrors.get(current)}
            submits={CONTINUE}
            today={today}
            actions={backButton}
            onSubmit={memberSubmit((spouse) => ({ ...v, spouse }), () => 'addChild1')}
          />
        );
      case 'beneficiary':
        return <BeneficiaryStep onContinue={() => go(afterBeneficiary(v))} actions={backButton} />;
      case 'beneficiarySpouse':
        return (
          <BeneficiarySpouseStep
            spouseName={fullName(v.spouse)}
            answer={v.beneficiaryIsSpouse}
            actions={backButton}
            onAnswer={(yes) => advance(yes ? 'ownAccount' : 'beneficiaryInfo', { ...v, beneficiaryIsSpouse: yes })}
          />
        );
      case 'beneficiaryInfo':
        return (
          <BeneficiaryInfoStep
            values={v.beneficiary}
            serverErrors={serverErrors.get(current)}
            today={today}
            actions={backButton}
            onSubmit={(beneficiary) => {
              advance('ownAccount', { ...v, beneficiary, beneficiaryIsSpouse: v.hasSpouse ? false : null });
              return undefined;
            }}
          />
        );
      case 'ownAccount':
        return <OwnAccountStep answer={v.ownAccount} actions={backButton} onAnswer={(own) => advance(own ? 'bankAccountInfo' : 'accountHolderInfo', { ...v, ownAccount: own })} />;
      case 'accountHolderInfo':
        return (
          <AccountHolderInfoStep
            values={v.accountHolder}
            serverErrors={serverErrors.get(current)}
            actions={backButton}
            onSubmit={(accountHolder) => {
              advance('bankAccountInfo', { ...v, accountHolder });
              return undefined;
            }}
          />
        );
      case 'bankAccountInfo':
        return (
          <BankAccountInfoStep
            values={v.bank}
            serverErrors={serverErrors.get(current)}
            actions={backButton}
            onSubmit={(bank) => {
              const saved = { ...v, bank };
              advance(afterBankAccount(saved), saved);
              return undefined;
            }}
          />
        );
      case 'doMandateSent':
        return (
          <DoMandateSentStep
            holderName={(v.accountHolder.accountHolderName ?? '').trim()}
            holderNumber={(v.accountHolder.accountHolderContactNumber ?? '').trim()}
            onSend={() => go('completeSale')}
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
        return <DoMandateStep bankId={v.bank.bankId} premium={quotedPremium()} onContinue={() => go('getDocuments')} onRequestCallback={onRequestCallback} />;
      case 'getDocuments':
        return <GetDocumentsStep control={documents} onDone={() => go('uploadDocs')} onSkip={() => go(ending)} />;
      case 'uploadDocs':
        return <UploadDocsStep control={documents} onDone={() => go(ending)} onSkip={() => go(ending)} onBack={() => go('getDocuments')} />;
      case 'completedSale':
        return sale ? <CompletedSaleStep sale={sale} documentsUploaded={documentsUploaded} onFinish={onClose} onRegister={() => go('signup')} /> : null;
      case 'completedSaleSignedIn':
        return sale ? <CompletedSaleSignedInStep sale={sale} documentsUploaded={documentsUploaded} onFinish={onClose} /> : null;
      case 'signup':
        return sale ? <SignupStep sale={sale} /> : null;
      default:
        return numberedStep(current) ? renderNumbered() : null;
    }
  };

  return { step: current, start, titles, content, unsaved: !sale };
}
