import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, ChannelChoice, ErrorMessage, OTP_CHANNEL_WORDS, OtpCodeField, type OtpChannel } from '@imali/shared/ui';
import { OTP_LENGTH, validateOtpCode } from '@imali/shared/validation';
import { errorMessage } from '@imali/shared/web';
import { ShellRequestSignInOtpDocument, ShellSignInWithOtpDocument } from '../../gql/graphql';

/**
 * The way back in when password sign-in is locked for this browser (docs/decisions/sign-in-lockout.md):
 * a one-time PIN to the account's own cell number or e-mail.
 */
export function SignInWithPin({ username, onSignedIn }: { username: string; onSignedIn: () => Promise<void> }) {
  const [requestPin] = useMutation(ShellRequestSignInOtpDocument);
  const [signInWithPin] = useMutation(ShellSignInWithOtpDocument);
  const [channel, setChannel] = useState<OtpChannel>('SMS');
  const [sent, setSent] = useState(false);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await requestPin({ variables: { username, communicationType: channel } });
      setSent(true);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateOtpCode(pin);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      await signInWithPin({ variables: { username, OTP: pin } });
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
      return;
    }
    await onSignedIn();
  };

  return (
    <section className="form" aria-label="Sign in with a one-time PIN" data-testid="sign-in-pin">
      <p>Locked out? We can send a {OTP_LENGTH}-digit PIN to the cell number or email on your profile instead.</p>
      {error ? <ErrorMessage message={error} testId="sign-in-pin-error" /> : null}
      {sent ? (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <p role="status">If we have your details, the PIN is on its way {OTP_CHANNEL_WORDS[channel]}.</p>
          <OtpCodeField label="Enter your PIN" value={pin} onChange={setPin} />
          <Button type="submit" block disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in with PIN'}
          </Button>
        </form>
      ) : (
        <ChannelChoice legend="Send the PIN" value={channel} onChange={setChannel}>
          <Button block variant="secondary" disabled={busy} onClick={() => void send()}>
            {busy ? 'Sending…' : 'Send me a PIN'}
          </Button>
        </ChannelChoice>
      )}
    </section>
  );
}
