import { useState, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, ButtonLink, Card, ChannelChoice, ErrorMessage, OtpCodeField, Page, type OtpChannel } from '@imali/shared/ui';
import { OTP_LENGTH, validateOtpCode } from '@imali/shared/validation';
import { errorExtensions, errorMessage } from '@imali/shared/web';
import { redirectTarget } from '../../app/redirect-param';
import { ShellConfirmGuestSaleLinkDocument, ShellLinkGuestSaleDocument } from '../../gql/graphql';

/**
 * A purchase made without signing in joins a signed-in client's account once they enter the code
 * sent to the contact details given at the purchase (docs/decisions/guest-sale-records.md).
 */
export function LinkPurchasePage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const clientId = new URLSearchParams(search).get('clientId') ?? '';
  const target = redirectTarget(search) ?? '/';
  const [link] = useMutation(ShellLinkGuestSaleDocument);
  const [confirm] = useMutation(ShellConfirmGuestSaleLinkDocument);
  const [channel, setChannel] = useState<OtpChannel>('SMS');
  const [destination, setDestination] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ title: string; text?: string } | null>(null);

  const show = (caught: unknown) => {
    const detail = errorExtensions(caught)['detail'];
    setError({ title: errorMessage(caught), text: typeof detail === 'string' ? detail : undefined });
  };

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await link({ variables: { clientId, communicationType: channel } });
      setDestination(result.data?.linkGuestSale.destination ?? null);
    } catch (caught) {
      show(caught);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateOtpCode(code);
    if (invalid) return setError({ title: invalid });
    setBusy(true);
    setError(null);
    try {
      await confirm({ variables: { OTP: code } });
    } catch (caught) {
      show(caught);
      setBusy(false);
      return;
    }
    // The policy and documents are now the client's: nothing cached may say otherwise.
    await apollo.resetStore().catch(() => undefined);
    navigate(target, { replace: true });
  };

  return (
    <Page title="Add your purchase" testId="link-purchase-page" intro="Add the cover you bought without signing in to your account.">
      <div className="form-column">
        <Card>
          {error ? <ErrorMessage title={error.title} message={error.text ?? ''} testId="link-purchase-error" /> : null}
          {destination ? (
            <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-label="Enter the code">
              <p role="status">
                We sent a {OTP_LENGTH}-digit OTP to <strong>{destination}</strong>, the contact details given at the purchase.
              </p>
              <OtpCodeField label="Enter the OTP" value={code} onChange={setCode} />
              <Button type="submit" block disabled={busy}>
                {busy ? 'Adding…' : 'Add to my account'}
              </Button>
            </form>
          ) : (
            <div className="form">
              <p>To show it is yours, we send a code to the cell number or email given at the purchase.</p>
              <ChannelChoice legend="Send the code" value={channel} onChange={setChannel} />
              <Button block disabled={busy || !clientId} onClick={() => void send()}>
                {busy ? 'Sending…' : 'Send the code'}
              </Button>
              <ButtonLink to={target} variant="ghost">
                Not now
              </ButtonLink>
            </div>
          )}
        </Card>
      </div>
    </Page>
  );
}
