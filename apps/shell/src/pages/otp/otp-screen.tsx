import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, ErrorMessage, LinkButton, OTP_CHANNEL_WORDS, OtpCodeField, Page, Spinner } from '@imali/shared/ui';
import { validateOtpCode } from '@imali/shared/validation';
import { errorCode, errorExtensions, errorMessage, useIdempotentSubmit } from '@imali/shared/web';
import { GuardScreenLayout } from '../../session/guard-screen-layout';
import {
  CALL_BACK_THANKS_TEXT,
  CALL_BACK_THANKS_TITLE,
  OTP_BLOCKED_DETAIL,
  OTP_BLOCKED_MESSAGE,
  OTP_CALL_BACK_LEAD,
  OTP_EXPIRY_MINUTES,
  OTP_INCORRECT_MESSAGE,
  OTP_LENGTH,
  OTP_RESEND_LOCK_SECONDS,
} from './otp-constants';
import {
  ShellConfirmOtpDocument,
  ShellMeDocument,
  ShellOtpScreenDocument,
  ShellRequestOtpCallBackDocument,
  ShellSendOtpDocument,
  type CommunicationType,
  type ShellOtpScreenQuery,
} from '../../gql/graphql';
import { formatWait, useCountdown } from './use-countdown';

type OtpStatus = NonNullable<ShellOtpScreenQuery['otpStatus']>;
type OtpPerson = NonNullable<ShellOtpScreenQuery['myClient']>;

const SEND_FAILED = 'We could not send your OTP. Check your connection and try again.';

interface Notice {
  tone: 'error' | 'info';
  title?: string;
  text?: string;
}

type Phase = 'starting' | 'ready' | 'blocked' | 'verified';

/** A code that can still be entered: not blocked, not expired, attempts left. */
function isLive(status: OtpStatus, now: number): boolean {
  return !status.blocked && status.attemptsLeft > 0 && Date.parse(status.expiresAt) > now;
}

/** When Resend opens for a code sent earlier: the server's time, never more than the 30 s lock from now. */
function resendTimeOf(status: OtpStatus, now: number): number {
  const wait = Date.parse(status.resendAvailableAt) - now;
  return now + Math.min(Math.max(Number.isNaN(wait) ? 0 : wait, 0), OTP_RESEND_LOCK_SECONDS * 1000);
}

function minutesLeft(status: OtpStatus, now: number): number {
  const minutes = Math.ceil((Date.parse(status.expiresAt) - now) / 60_000);
  return Math.min(Math.max(Number.isNaN(minutes) ? OTP_EXPIRY_MINUTES : minutes, 1), OTP_EXPIRY_MINUTES);
}

function retryAfterSeconds(error: unknown): number {
  const seconds = Number(errorExtensions(error)['retryAfterSeconds']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : OTP_RESEND_LOCK_SECONDS;
}

/**
 * Spec route guard, step 3, and §4.5: the OTP screen. On entry it sends a code by SMS unless
 * a live one was sent already; Verify needs 4 digits; Resend and the channel switch are locked
 * for 30 seconds after a send; after 3 wrong attempts it offers a call back. Once the code is
 * confirmed the session check runs again and the guard shows the page.
 */
export function OtpScreen() {
  const apollo = useApolloClient();
  const { data, loading, error: loadError, refetch } = useQuery(ShellOtpScreenDocument, { fetchPolicy: 'network-only' });
  const [sendOtp] = useMutation(ShellSendOtpDocument);
  const [confirmOtp] = useMutation(ShellConfirmOtpDocument);
  const [requestCallBack] = useMutation(ShellRequestOtpCallBackDocument);

  const [phase, setPhase] = useState<Phase>('starting');
  const [status, setStatus] = useState<OtpStatus | null>(null);
  const [justSent, setJustSent] = useState(false);
  const [startError, setStartError] = useState<unknown>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [continueError, setContinueError] = useState(false);
  const [callBack, setCallBack] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [callBackError, setCallBackError] = useState<unknown>(null);
  // One call-back request per screen: its key is kept across retries, so a retry cannot create a second lead.
  const { submit: sendCallBack } = useIdempotentSubmit(
    (person: OtpPerson | null, idempotencyKey: string) =>
      requestCallBack({
        variables: {
          input: {
            firstName: person?.firstNames ?? '',
            surname: person?.surname ?? null,
            cellNumber: person?.cellNumbers[0] ?? '',
            email: person?.email ?? null,
            ...OTP_CALL_BACK_LEAD,
            idempotencyKey,
          },
        },
      }),
    { fingerprint: () => 'call-back' },
  );
  const started = useRef(false);
  const secondsToResend = useCountdown(resendAt);
  const person = data?.myClient ?? null;

  const send = async (channel: CommunicationType, first = false) => {
    setSending(true);
    setStartError(null);
    if (!first) setNotice(null);
    try {
      const result = await sendOtp({ variables: { communicationType: channel } });
      const sent = result.data?.sendOTP;
      if (!sent) throw new Error('sendOTP answered without a status');
      setStatus(sent);
      setJustSent(true);
      setCode('');
      setResendAt(Date.now() + OTP_RESEND_LOCK_SECONDS * 1000);
      if (!first) setNotice({ tone: 'info', text: `A new OTP is on its way ${OTP_CHANNEL_WORDS[sent.communicationType]}.` });
      setPhase(sent.blocked ? 'blocked' : 'ready');
    } catch (error) {
      const reason = errorCode(error);
      if (reason === 'OTP_BLOCKED') setPhase('blocked');
      else if (reason === 'TOO_MANY_REQUESTS') {
        // The server's lock (30 s after a send, or its hourly limit): wait it out, calmly.
        setResendAt(Date.now() + retryAfterSeconds(error) * 1000);
        setNotice({ tone: 'info', text: errorMessage(error, 'Please wait before asking for another OTP.') });
        setPhase('ready');
      } else if (first) setStartError(error);
      else setNotice({ tone: 'error', text: errorMessage(error, SEND_FAILED) });
    } finally {
      setSending(false);
    }
  };

  useEffect(() => {
    // Once per visit (also under StrictMode's double effects), when the status is known.
    if (!data || started.current) return;
    started.current = true;
    const existing = data.otpStatus;
    const now = Date.now();
    if (existing?.blocked) {
      setStatus(existing);
      setPhase('blocked');
    } else if (existing && isLive(existing, now)) {
      setStatus(existing);
      setResendAt(resendTimeOf(existing, now));
      setPhase('ready');
    } else {
      void send('SMS', true);
    }
    // `send` is left out of the dependencies: it is recreated each render, and the ref makes
    // this run once anyway.
  }, [data]);

  const continueToPage = async () => {
    setContinueError(false);
    try {
      await apollo.refetchQueries({ include: [ShellMeDocument] });
    } catch {
      setContinueError(true);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (validateOtpCode(code) !== undefined || verifying) return;
    setVerifying(true);
    setNotice(null);
    try {
      const result = await confirmOtp({ variables: { OTP: code } });
      if (result.data?.confirmOTP) {
        setPhase('verified');
        // The guard shows the page once the session check sees otpVerification.
        await continueToPage();
        return;
      }
      setNotice({ tone: 'error', title: OTP_INCORRECT_MESSAGE });
      setCode('');
    } catch (error) {
      const details = errorExtensions(error);
      switch (errorCode(error)) {
        case 'OTP_INCORRECT':
          setNotice({
            tone: 'error',
            title: errorMessage(error, OTP_INCORRECT_MESSAGE),
            text: typeof details['detail'] === 'string' ? details['detail'] : undefined,
          });
          setCode('');
          break;
        case 'OTP_EXPIRED':
          setNotice({ tone: 'error', text: errorMessage(error) });
          setCode('');
          break;
        case 'OTP_BLOCKED':
          setPhase('blocked');
          break;
        default:
          setNotice({ tone: 'error', text: errorMessage(error) });
      }
    } finally {
      setVerifying(false);
    }
  };

  const askForCallBack = async () => {
    if (callBack !== 'idle') return;
    setCallBack('sending');
    setCallBackError(null);
    try {
      await sendCallBack(person);
      setCallBack('sent');
    } catch (error) {
      setCallBackError(error);
      setCallBack('idle');
    }
  };

  let content;
  if (phase === 'blocked') {
    content = (
      <Card testId="otp-blocked">
        <div className="form">
          <ErrorMessage title={OTP_BLOCKED_MESSAGE} message={OTP_BLOCKED_DETAIL} testId="otp-blocked-message" />
          {callBack === 'sent' ? (
            <div className="status-notice" role="status" data-testid="otp-call-back-sent">
              <p className="status-notice__title">{CALL_BACK_THANKS_TITLE}</p>
              <p>{CALL_BACK_THANKS_TEXT}</p>
            </div>
          ) : (
            <>
              {callBackError ? (
                <ErrorMessage message={errorMessage(callBackError, 'We could not send your request. Please try again.')} testId="otp-call-back-error" />
              ) : null}
              <Button block onClick={() => void askForCallBack()} disabled={callBack === 'sending'}>
                {callBack === 'sending' ? 'Sending your request…' : 'Request a call back'}
              </Button>
            </>
          )}
        </div>
      </Card>
    );
  } else if (phase === 'verified') {
    content = continueError ? (
      <ErrorMessage message="Your number is verified, but we could not continue. Please try again." onRetry={() => void continueToPage()} />
    ) : (
      <Spinner label="Verified. Taking you on" />
    );
  } else if (loadError && !data) {
    content = <ErrorMessage message={errorMessage(loadError, SEND_FAILED)} onRetry={() => void refetch()} />;
  } else if (startError) {
    content = <ErrorMessage message={errorMessage(startError, SEND_FAILED)} onRetry={() => void send('SMS', true)} />;
  } else if (phase === 'starting' || loading) {
    content = <Spinner label="Sending your OTP" />;
  } else {
    const channel: CommunicationType = status?.communicationType ?? 'SMS';
    const otherChannel: CommunicationType = channel === 'SMS' ? 'EMAIL' : 'SMS';
    // Email needs an address on the profile; SMS always has the mobile number.
    const canSwitch = otherChannel === 'SMS' || Boolean(person?.email);
    const locked = secondsToResend > 0;
    const complete = validateOtpCode(code) === undefined;
    content = (
      <Card>
        <div className="form">
          {status ? (
            <p data-testid="otp-destination">
              We sent a {OTP_LENGTH}-digit OTP {OTP_CHANNEL_WORDS[status.communicationType]} to <strong className="otp-destination">{status.destination}</strong>. It expires
              in {justSent ? OTP_EXPIRY_MINUTES : minutesLeft(status, Date.now())} minutes.
            </p>
          ) : (
            <p>Ask for an OTP below once the wait is over.</p>
          )}
          {notice ? (
            <div
              className={notice.tone === 'error' ? 'error-message' : 'status-notice'}
              role={notice.tone === 'error' ? 'alert' : 'status'}
              data-testid="otp-notice"
            >
              {notice.title ? <p className={notice.tone === 'error' ? 'error-message__title' : 'status-notice__title'}>{notice.title}</p> : null}
              {notice.text ? <p>{notice.text}</p> : null}
            </div>
          ) : null}
          <form className="form" onSubmit={(event) => void verify(event)} noValidate aria-label="Verify your OTP">
            <OtpCodeField label="Enter your OTP" value={code} onChange={setCode} hint={`${OTP_LENGTH} digits`} />
            <Button type="submit" block disabled={!complete || verifying}>
              {verifying ? 'Verifying…' : 'Verify'}
            </Button>
          </form>
          <div className="resend-row">
            <Button variant="secondary" onClick={() => void send(channel)} disabled={locked || sending}>
              Resend
            </Button>
            {sending ? (
              <span className="muted" role="status">
                Sending…
              </span>
            ) : locked ? (
              <span className="muted" data-testid="otp-resend-countdown">
                You can ask for a new OTP in {formatWait(secondsToResend)}.
              </span>
            ) : null}
          </div>
          {canSwitch ? (
            <p>
              <LinkButton onClick={() => void send(otherChannel)} disabled={locked || sending}>
                {otherChannel === 'EMAIL' ? 'Send to my email instead' : 'Send by SMS instead'}
              </LinkButton>
            </p>
          ) : null}
        </div>
      </Card>
    );
  }

  return (
    <GuardScreenLayout>
      <Page title="Verify it's you" testId="otp-screen" intro="Enter the one-time PIN (OTP) we sent you to finish signing in.">
        {content}
      </Page>
    </GuardScreenLayout>
  );
}
