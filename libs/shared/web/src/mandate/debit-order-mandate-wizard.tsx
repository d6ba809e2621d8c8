import { lazy, Suspense, useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, ButtonLink, EmptyState, ErrorMessage, formatDate, formatRand, Spinner } from '@imali/shared/ui';
import { accountNumberEnding, maskAccountNumber, signatureDrawingMessage, WEB_SIGNATURE } from '@imali/shared/domain';
import { useWizard } from '../wizard/use-wizard';
import { WizardModal, WizardStepFrame } from '../wizard/wizard-modal';
import { useIdempotentSubmit } from '../data/use-idempotent-submit';
import { errorCode, errorExtensions } from '../feedback/error-details';
import { errorMessage, fieldErrors } from '../feedback/errors';
import {
  SharedDebitOrderDocument,
  SharedDebitOrderToSignDocument,
  SharedSignDebitOrderWithTokenDocument,
  SharedUpdateDebitOrderDocument,
  type SharedDebitOrderFieldsFragment,
  type SharedDebitOrderToSignFieldsFragment,
} from '../gql/graphql';
import {
  CLEAR_SIGNATURE_LABEL,
  CONFIRM_LABEL,
  DEBIT_ORDER_CANCELLED_TITLE,
  DEBIT_ORDER_REPLACED_TITLE,
  DEBIT_ORDER_LOAD_ERROR,
  DEBIT_ORDER_NOT_FOUND_TITLE,
  DONE_LABEL,
  INITIAL_MANDATE_WIZARD_VALUES,
  MANDATE_WIZARD_STEPS,
  MANDATE_WIZARD_TITLE,
  SIGNATURE_SEND_ERROR,
  SIGNED_DONE_TITLE,
  SUBMIT_LABEL,
  SUPPORT_CONTACT,
  VIEW_POLICY_DOCUMENTS_LABEL,
  canSendDebiCheckAgain,
  mandateWizard,
  payDayText,
  type MandateRouting,
  type MandateWizardStep,
  type MandateWizardValues,
} from './mandate-wizard-steps';

// signature_pad and the drawing surface load only when the sign step shows.
const SignaturePadField = lazy(() => import('./signature-pad-field'));

export type DebitOrder = SharedDebitOrderFieldsFragment;

export interface DebitOrderMandateWizardProps {
  /** The signed-in client's debit order. */
  debitOrderId?: string;
  /**
   * Token mode: a third party's account holder signs with the link's token, without a sign-in
   * (debitOrderToSign / signDebitOrderWithToken; docs/decisions/debit-order-third-party-signing.md).
   */
  token?: string;
  /** Done, or the modal closed. */
  onDone: () => void;
  /**
   * Where 'View Policy Document(s)' goes (the products' documents); without it the button is
   * not shown (docs/decisions/debit-order-mandate-wizard.md).
   */
  policyDocumentsHref?: string;
  /** The signing time (tests); now otherwise. */
  now?: () => Date;
}

/** Another client's debit order reads as a missing one (the server answers NOT_FOUND). */
const NOT_FOUND_CODES = new Set(['NOT_FOUND', 'FORBIDDEN']);

/** The link could not be used (invalid, expired, retired): the server's words say who to contact. */
export const SIGN_LINK_PROBLEM_TITLE = 'This link cannot be used';
/** The server's `reason` for an expired link or one a newer link replaced: a title that says which. */
export const SIGN_LINK_EXPIRED_TITLE = 'This link has expired';
export const SIGN_LINK_SUPERSEDED_TITLE = 'A newer link was sent';
const linkProblemTitle = (error: unknown) => {
  const reason = errorExtensions(error)['reason'];
  return reason === 'EXPIRED' ? SIGN_LINK_EXPIRED_TITLE : reason === 'SUPERSEDED' ? SIGN_LINK_SUPERSEDED_TITLE : SIGN_LINK_PROBLEM_TITLE;
};

/** The token's answer as the wizard's debit order: the account number is only ever its last 4 digits. */
export function debitOrderFromToken(found: SharedDebitOrderToSignFieldsFragment): DebitOrder {
  return {
    __typename: 'DebitOrder',
    id: '',
    paymentType: found.paymentType,
    maxAmount: found.maxAmount,
    bankAccount: { __typename: 'DebitOrderBankAccount', accountNo: `******${found.accountNoLast4}`, bankName: found.bankName, accountHolderName: found.accountHolderName ?? null },
    payDay: found.payDay,
    nextDebitDate: found.nextDebitDate,
    associatedProducts: found.associatedProducts.map((p) => ({ __typename: 'DebitOrderProduct', amount: p.amount, description: p.description })),
    debitOrderMandateId: null,
    debitOrderMandateInvalid: false,
    mandate: { __typename: 'DebitOrderMandate', authenticationType: found.paymentType === 'DEBI_CHECK' ? 'DEBICHECK' : 'WEB_SIGNATURE', status: found.status },
    alreadySigned: found.alreadySigned,
    // The holder reads it by their link: what the client sees of the link is not theirs to see.
    sentToThirdParty: true,
    signLinkSentAt: null,
  } as DebitOrder;
}

const routingOf = (order: DebitOrder): MandateRouting => ({ alreadySigned: order.alreadySigned, paymentType: order.paymentType, status: order.mandate.status });

interface SignatureAnswers {
  signature: string;
  timestamp: string;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </>
  );
}

/** confirm2: the mandate itself, what may be collected and when. */
function MandateTerms({ order }: { order: DebitOrder }) {
  return (
    <dl className="details" data-testid="mandate-terms">
      <Detail label="Maximum amount">{formatRand(order.maxAmount)}</Detail>
      <Detail label="Pay day">{payDayText(order.payDay)}</Detail>
      <Detail label="Next debit date">{formatDate(order.nextDebitDate)}</Detail>
      <Detail label="Associated products">
        {order.associatedProducts.length ? (
          <ul className="list mandate-products">
            {order.associatedProducts.map((product, index) => (
              <li key={index}>
                {product.description}: {formatRand(product.amount)}
              </li>
            ))}
          </ul>
        ) : null}
      </Detail>
    </dl>
  );
}

/** confirm: the account it collects from, the number masked but for its last four digits. */
function MandateAccount({ order }: { order: DebitOrder }) {
  const ending = accountNumberEnding(order.bankAccount.accountNo);
  return (
    <dl className="details" data-testid="mandate-account">
      <Detail label="Bank">{order.bankAccount.bankName}</Detail>
      <Detail label="Account number">
        <span aria-hidden="true">{maskAccountNumber(order.bankAccount.accountNo)}</span>
        <span className="visually-hidden">{ending ? `ending in ${ending}` : 'hidden'}</span>
      </Detail>
      <Detail label="Account holder">{order.bankAccount.accountHolderName}</Detail>
    </dl>
  );
}

/** The DebiCheck notice (section 8): accept the bank's request; nothing within 3 days, contact support. */
function DebiCheckNotice() {
  return (
    <>
      <p>Your bank will send you a DebiCheck debit order mandate, usually by SMS or in your banking app. Please accept it so that your debit order can run.</p>
      <p data-testid="debicheck-support">
        If nothing arrives within 3 days, contact support on <a href={`mailto:${SUPPORT_CONTACT}`}>{SUPPORT_CONTACT}</a>.
      </p>
    </>
  );
}

/**
 * The debit order mandate wizard (credit-life-clearance-vault-policies-groups.md section 2.2) in
 * the stepped modal: step1 reads the debit order and routes on its state (signed, debiCheck or
 * confirm2); confirm2 and confirm ask the client to confirm the mandate and the account; sign
 * takes a drawn signature; submit sends it (updateDebitOrder, WEB_SIGNATURE); done, then signed.
 * Needs an Apollo client and a router, so any area can open it for a debit order its sale made.
 */
export function DebitOrderMandateWizard({ debitOrderId = '', token, onDone, policyDocumentsHref, now = () => new Date() }: DebitOrderMandateWizardProps) {
  const byToken = token !== undefined;
  const own = useQuery(SharedDebitOrderDocument, { variables: { id: debitOrderId }, skip: byToken || !debitOrderId, notifyOnNetworkStatusChange: true });
  const linked = useQuery(SharedDebitOrderToSignDocument, { variables: { token: token ?? '' }, skip: !byToken || !token, notifyOnNetworkStatusChange: true, fetchPolicy: 'network-only' });
  const read = byToken ? linked : own;
  const toSign = linked.data?.debitOrderToSign;
  const order = byToken ? (toSign ? debitOrderFromToken(toSign) : undefined) : own.data?.debitorder;
  const [updateDebitOrder] = useMutation(SharedUpdateDebitOrderDocument);
  const [signWithToken] = useMutation(SharedSignDebitOrderWithTokenDocument);
  // Nothing to keep across a refresh: the debit order is on the server and a signature is never stored in the browser.
  const wizard = useWizard<MandateWizardValues, MandateWizardStep>({ definition: mandateWizard, initialValues: INITIAL_MANDATE_WIZARD_VALUES, draft: false });
  const { step, next, goTo } = wizard;
  const [signature, setSignature] = useState<string | null>(null);
  const [clearSignal, setClearSignal] = useState(0);
  const [signMessage, setSignMessage] = useState<string | undefined>();
  const [submitError, setSubmitError] = useState<unknown>(null);
  const hintId = useId();

  const send = useCallback(
    async (answers: SignatureAnswers): Promise<DebitOrder> => {
      const input = { signature: { type: WEB_SIGNATURE as typeof WEB_SIGNATURE, signature: answers.signature, timestamp: answers.timestamp } };
      if (byToken) {
        const signed = await signWithToken({ variables: { token: token ?? '', input } });
        if (!signed.data) throw new Error(SIGNATURE_SEND_ERROR);
        return debitOrderFromToken(signed.data.signDebitOrderWithToken);
      }
      const result = await updateDebitOrder({ variables: { id: debitOrderId, input } });
      if (!result.data) throw new Error(SIGNATURE_SEND_ERROR);
      return result.data.updateDebitOrder;
    },
    [byToken, token, signWithToken, debitOrderId, updateDebitOrder],
  );
  const submitter = useIdempotentSubmit<SignatureAnswers, DebitOrder>(send);
  const [answers, setAnswers] = useState<SignatureAnswers | null>(null);

  // step1: once the debit order is read, on by its state. A cancelled or replaced one stays here
  // with its message: the server refuses to sign either.
  const ended = order?.mandate.status === 'CANCELLED' || order?.mandate.status === 'REPLACED' ? order.mandate.status : null;
  const cancelled = ended !== null;
  useEffect(() => {
    if (step === 'step1' && order && !cancelled) next({ order: routingOf(order) });
  }, [step, order, cancelled, next]);

  const close = useCallback(() => {
    wizard.abandon();
    onDone();
  }, [wizard, onDone]);
  const finish = useCallback(() => {
    wizard.complete();
    onDone();
  }, [wizard, onDone]);

  const run = useCallback(
    async (attempt: SignatureAnswers) => {
      setSubmitError(null);
      try {
        const answered = await submitter.submit(attempt);
        next({ order: routingOf(answered) });
      } catch (error) {
        const field = fieldErrors(error)['signature.signature'] ?? fieldErrors(error)['signature.timestamp'];
        if (field || errorCode(error) === 'BAD_USER_INPUT') {
          // The server's rule said no (the same rule as here): sign again with its words.
          submitter.reset();
          setSignature(null);
          setSignMessage(field ?? errorMessage(error, SIGNATURE_SEND_ERROR));
          goTo('sign', undefined, { remember: false });
        } else {
          setSubmitError(error);
        }
      }
    },
    [submitter, next, goTo],
  );

  const submit = () => {
    // A second click in the same tick joins the first (one mutation).
    if (submitter.inFlight()) return;
    const message = signatureDrawingMessage(signature);
    if (message) {
      setSignMessage(message);
      return;
    }
    const attempt = { signature: signature as string, timestamp: now().toISOString() };
    setSignMessage(undefined);
    setAnswers(attempt);
    next();
    void run(attempt);
  };

  const doneButtons = (
    <div className="wizard-actions">
      {policyDocumentsHref ? (
        <ButtonLink to={policyDocumentsHref} variant="secondary" block>
          {VIEW_POLICY_DOCUMENTS_LABEL}
        </ButtonLink>
      ) : null}
      <Button block onClick={finish}>
        {DONE_LABEL}
      </Button>
    </div>
  );

  const loadProblem = () => {
    if (read.loading && !order) return <Spinner label="Loading your debit order" />;
    if (ended) {
      const title = ended === 'REPLACED' ? DEBIT_ORDER_REPLACED_TITLE : DEBIT_ORDER_CANCELLED_TITLE;
      return <EmptyState title={title} action={<Button onClick={close}>{DONE_LABEL}</Button>} testId={`mandate-${ended.toLowerCase()}`} />;
    }
    if (byToken && (!token || errorCode(read.error) === 'BAD_USER_INPUT')) {
      return (
        <EmptyState
          title={linkProblemTitle(read.error)}
          description={read.error ? errorMessage(read.error) : 'The link is not complete. Please open it again from the SMS.'}
          action={<Button onClick={close}>{DONE_LABEL}</Button>}
          testId="mandate-link-invalid"
        />
      );
    }
    if ((!byToken && !debitOrderId) || NOT_FOUND_CODES.has(errorCode(read.error) ?? '')) {
      return (
        <EmptyState
          title={DEBIT_ORDER_NOT_FOUND_TITLE}
          description="It may have been removed, or the link is not quite right."
          action={<Button onClick={close}>{DONE_LABEL}</Button>}
          testId="mandate-not-found"
        />
      );
    }
    if (read.error) return <ErrorMessage message={DEBIT_ORDER_LOAD_ERROR} onRetry={() => void read.refetch().catch(() => undefined)} testId="mandate-load-error" />;
    return <Spinner label="Loading your debit order" />;
  };

  const content: Record<MandateWizardStep, () => ReactNode> = {
    step1: loadProblem,
    signed: () => (
      <div data-testid="mandate-signed">
        <p>Your debit order mandate is in place.</p>
        {doneButtons}
      </div>
    ),
    debiCheck: () => (
      <div data-testid="mandate-debicheck">
        <DebiCheckNotice />
        <div className="wizard-actions">
          {canSendDebiCheckAgain(wizard.values.order) ? (
            <Button variant="secondary" block onClick={() => next(undefined, { choice: 'sign' })}>
              Send the request again
            </Button>
          ) : null}
          <Button block onClick={finish}>
            {DONE_LABEL}
          </Button>
        </div>
      </div>
    ),
    confirm2: () =>
      order ? (
        <div data-testid="mandate-confirm2">
          {toSign ? <p data-testid="mandate-requested-by">{toSign.requestedBy} asked you to authorise this debit order from your account.</p> : null}
          <p>Please check the debit order you are authorising.</p>
          <MandateTerms order={order} />
          <Button block onClick={() => next()}>
            {CONFIRM_LABEL}
          </Button>
        </div>
      ) : (
        loadProblem()
      ),
    confirm: () =>
      order ? (
        <div data-testid="mandate-confirm">
          <p>Please check the account the debit order is collected from.</p>
          <MandateAccount order={order} />
          <Button block onClick={() => next()}>
            {CONFIRM_LABEL}
          </Button>
        </div>
      ) : (
        loadProblem()
      ),
    sign: () => (
      <div data-testid="mandate-sign">
        <p id={hintId}>Sign in the box below with your finger or mouse. By signing you authorise the debit order mandate above.</p>
        <Suspense fallback={<Spinner label="Loading the signature box" />}>
          <SignaturePadField
            label="Signature box"
            describedBy={hintId}
            clearSignal={clearSignal}
            onChange={(value) => {
              setSignature(value);
              if (value) setSignMessage(undefined);
            }}
          />
        </Suspense>
        {signMessage ? (
          <p className="field__message" role="alert" data-testid="signature-message">
            {signMessage}
          </p>
        ) : null}
        <div className="wizard-actions">
          <Button variant="ghost" block onClick={() => setClearSignal((count) => count + 1)} disabled={!signature}>
            {CLEAR_SIGNATURE_LABEL}
          </Button>
          <Button block onClick={submit} disabled={!signature}>
            {SUBMIT_LABEL}
          </Button>
        </div>
      </div>
    ),
    submit: () =>
      submitError ? (
        <div data-testid="mandate-submit-error">
          <ErrorMessage title={SIGNATURE_SEND_ERROR} message={errorMessage(submitError)} onRetry={() => answers && void run(answers)} testId="mandate-submit-error-message" />
          <Button variant="ghost" block onClick={() => goTo('sign', undefined, { remember: false })}>
            Sign again
          </Button>
        </div>
      ) : (
        <div data-testid="mandate-submitting">
          <Spinner label="Submitting your signature" />
        </div>
      ),
    done: () => (
      <div data-testid="mandate-done">
        <p>{SIGNED_DONE_TITLE}</p>
      </div>
    ),
  };

  return (
    <WizardModal title={MANDATE_WIZARD_TITLE} stepIds={MANDATE_WIZARD_STEPS} step={step} titles={wizard.titles} onClose={close} testId="debit-order-mandate">
      <WizardStepFrame step={step} autoFocus={step !== 'step1'} className="wizard-step" testId="mandate-step">
        {content[step]()}
      </WizardStepFrame>
    </WizardModal>
  );
}
