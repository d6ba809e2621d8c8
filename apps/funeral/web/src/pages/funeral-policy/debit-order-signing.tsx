// The policy page's debit order mandate (docs/decisions/funeral-naedo-mandate-signing.md): a NAEDO
// or DO debit order the client still signs on the web shows "Sign your debit order", which opens
// the shared mandate wizard (spec section 2.2); ?sign=1 (the SMS after the sale) opens it at once.
// A DebiCheck one awaiting the bank's request shows the DebiCheck notice (spec section 8).
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Button, Card, ErrorMessage, Spinner } from '@imali/shared/ui';
import { AccountHolderSignature, awaitsAccountHolderSignature, DebitOrderMandateWizard, errorCode, SharedDebitOrderDocument, SUPPORT_CONTACT, type DebitOrder } from '@imali/shared/web';
import { policyDocumentLinks } from './policy-documents';

export const SIGN_DEBIT_ORDER_TITLE = 'Sign your debit order';
/** Why it matters, in one line (docs/decisions/funeral-first-premium-and-activation.md). */
export const SIGN_DEBIT_ORDER_WHY = 'Your cover starts once we collect your first premium, and we can only collect it once you have signed your debit order mandate.';
/** Someone else's account: its holder signs by the link identity sent them (docs/decisions/debit-order-third-party-signing.md). */
export const HOLDER_SIGNS_WHY = 'We can only collect your premiums from this account once they have signed.';
export const DEBIT_ORDER_SIGNED_TEXT = 'Your debit order mandate is signed.';
export const DEBIT_ORDER_LOAD_ERROR_MESSAGE = 'We could not load your debit order.';
/** The query parameter the SMS after the sale links with (/funeral/{policyId}?sign=1). */
export const SIGN_PARAM = 'sign';

/** Signed on the web by the account holder: NAEDO and DO (DebiCheck is approved at the bank). */
const isWebSigned = (order: DebitOrder) => order.paymentType === 'NAEDO' || order.paymentType === 'DO';
export const awaitsWebSignature = (order: DebitOrder) => isWebSigned(order) && !order.alreadySigned && order.mandate.status === 'AWAITING_SIGNATURE';
/** The bank has (or is about to send) the request: the client accepts it there. */
export const awaitsBankApproval = (order: DebitOrder) =>
  order.paymentType === 'DEBI_CHECK' && !order.alreadySigned && (order.mandate.status === 'SENT' || order.mandate.status === 'NOT_SENT');

/** The DebiCheck notice (section 8), in the words the purchase's doMandate step uses. */
function DebiCheckNotice() {
  return (
    <Card title="Accept your DebiCheck debit order" testId="debit-order-debicheck">
      <p>Your bank will send you a DebiCheck debit order mandate, usually by SMS or in your banking app. Accept it so we can collect your premium: your cover becomes active once the first payment is received.</p>
      <p>
        If nothing arrives within 3 days, contact support on <a href={`mailto:${SUPPORT_CONTACT}`}>{SUPPORT_CONTACT}</a>.
      </p>
    </Card>
  );
}

export function DebitOrderSigning({ policyId, debitOrderId }: { policyId: string; debitOrderId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(SIGN_PARAM) === '1';
  const [opened, setOpened] = useState(false);
  const { data, loading, error, refetch } = useQuery(SharedDebitOrderDocument, { variables: { id: debitOrderId }, notifyOnNetworkStatusChange: true });
  const order = data?.debitorder;
  const ended = order?.mandate.status === 'CANCELLED' || order?.mandate.status === 'REPLACED';
  // The account holder signs by their own link; the client sends it again if need be.
  const holderSigns = !!order && awaitsAccountHolderSignature(order);
  // The SMS link opens the wizard once the debit order is read (it routes a signed one to 'You are all set').
  const open = opened || (asked && !!order && !ended && !holderSigns);

  const close = useCallback(() => {
    setOpened(false);
    if (asked) {
      const rest = new URLSearchParams(searchParams);
      rest.delete(SIGN_PARAM);
      setSearchParams(rest, { replace: true });
    }
    void refetch().catch(() => undefined);
  }, [asked, searchParams, setSearchParams, refetch]);

  let content = null;
  if (loading && !data) content = <Spinner label="Loading your debit order" />;
  else if (error && !['NOT_FOUND', 'FORBIDDEN'].includes(errorCode(error) ?? '')) {
    content = <ErrorMessage message={DEBIT_ORDER_LOAD_ERROR_MESSAGE} onRetry={() => void refetch().catch(() => undefined)} testId="debit-order-error" />;
  } else if (holderSigns) {
    content = <AccountHolderSignature debitOrderId={debitOrderId} why={HOLDER_SIGNS_WHY} />;
  } else if (order && awaitsWebSignature(order)) {
    content = (
      <Card title={SIGN_DEBIT_ORDER_TITLE} testId="sign-debit-order">
        <p>{SIGN_DEBIT_ORDER_WHY}</p>
        <div className="button-row">
          <Button onClick={() => setOpened(true)} data-testid="sign-debit-order-button">
            {SIGN_DEBIT_ORDER_TITLE}
          </Button>
        </div>
      </Card>
    );
  } else if (order && awaitsBankApproval(order)) content = <DebiCheckNotice />;
  else if (order && isWebSigned(order) && order.alreadySigned) {
    content = (
      <p className="muted" role="status" data-testid="debit-order-signed">
        {DEBIT_ORDER_SIGNED_TEXT}
      </p>
    );
  }

  return (
    <>
      {content}
      {/* Outside the call to action: the signed answer replaces it while the wizard still shows its last steps. */}
      {open ? <DebitOrderMandateWizard debitOrderId={debitOrderId} onDone={close} policyDocumentsHref={policyDocumentLinks(policyId)[0]?.to} /> : null}
    </>
  );
}
