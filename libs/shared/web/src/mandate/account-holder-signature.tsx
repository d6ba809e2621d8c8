// A debit order on someone else's account waits for that account holder's signature, by the link
// identity sends them (docs/decisions/debit-order-third-party-signing.md). The client sees who
// it waits for and can send the link again (resendDebitOrderSignLink): after 14 days, or when the
// SMS was lost. Shown wherever the client sees such a debit order (the funeral policy page, the
// shell's /debit-order/:id); nothing for any other debit order.
import { useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, ErrorMessage, formatDate } from '@imali/shared/ui';
import { sastDate } from '@imali/shared/domain';
import { isUuid } from '@imali/shared/validation';
import { errorCode } from '../feedback/error-details';
import { errorMessage } from '../feedback/errors';
import { SharedDebitOrderDocument, SharedResendDebitOrderSignLinkDocument, type SharedDebitOrderFieldsFragment } from '../gql/graphql';

export const RESEND_SIGN_LINK_LABEL = 'Send the link again';
export const RESEND_SIGN_LINK_SENDING_LABEL = 'Sending…';
/** A failure without the server's own words (network, an unexpected error). */
export const RESEND_SIGN_LINK_ERROR = 'We could not send the link. Please try again.';
/** The server's refusals say why in their own words (not awaiting, too many today, provider down). */
const SERVER_WORDS = new Set(['BAD_USER_INPUT', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE', 'NOT_FOUND']);

export const holderSignatureTitle = (holder: string) => `Waiting for ${holder} to sign`;
export const signLinkSentText = (holder: string) => `We sent ${holder} a new link. Links sent before no longer work.`;

/** NAEDO or DO, not signed, on a third party's account: its holder signs, by link. */
export const awaitsAccountHolderSignature = (order: Pick<SharedDebitOrderFieldsFragment, 'paymentType' | 'alreadySigned' | 'sentToThirdParty' | 'mandate'>) =>
  (order.paymentType === 'NAEDO' || order.paymentType === 'DO') && !order.alreadySigned && order.sentToThirdParty && order.mandate.status === 'AWAITING_SIGNATURE';

export interface AccountHolderSignatureProps {
  debitOrderId: string;
  /** One line of why it matters for the product (e.g. cover starts once the first premium is collected). */
  why?: ReactNode;
}

type SendState = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export function AccountHolderSignature({ debitOrderId, why }: AccountHolderSignatureProps) {
  const valid = isUuid(debitOrderId);
  // The page's own read of the debit order (the same query): one cached copy, updated by the answer.
  const { data } = useQuery(SharedDebitOrderDocument, { variables: { id: debitOrderId }, skip: !valid });
  const [resend, { loading }] = useMutation(SharedResendDebitOrderSignLinkDocument);
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  // A second click before the first answer re-renders joins it (the server also sends one per 2 minutes).
  const inFlight = useRef(false);
  const order = data?.debitorder;
  if (!valid || !order || !awaitsAccountHolderSignature(order)) return null;

  const holder = order.bankAccount.accountHolderName?.trim() || 'the account holder';
  const sentOn = order.signLinkSentAt ? formatDate(sastDate(Date.parse(order.signLinkSentAt))) : '';
  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ kind: 'idle' });
    try {
      await resend({ variables: { id: debitOrderId } });
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: SERVER_WORDS.has(errorCode(error) ?? '') ? errorMessage(error, RESEND_SIGN_LINK_ERROR) : RESEND_SIGN_LINK_ERROR });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Card title={holderSignatureTitle(holder)} testId="account-holder-signature">
      <p>
        This debit order is on {holder}&apos;s account, so they sign it. We sent them a link to sign it{sentOn ? ` on ${sentOn}` : ''}; a link works for 14 days.
      </p>
      {why ? <p>{why}</p> : null}
      <p>If the link has expired or did not arrive, send it again.</p>
      {state.kind === 'sent' ? (
        <p role="status" data-testid="sign-link-sent">
          {signLinkSentText(holder)}
        </p>
      ) : null}
      {state.kind === 'failed' ? <ErrorMessage message={state.message} testId="sign-link-error" /> : null}
      <div className="button-row">
        <Button variant="secondary" onClick={() => void send()} disabled={loading} aria-busy={loading} data-testid="resend-sign-link-button">
          {loading ? RESEND_SIGN_LINK_SENDING_LABEL : RESEND_SIGN_LINK_LABEL}
        </Button>
      </div>
    </Card>
  );
}
