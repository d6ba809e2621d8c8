import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Page } from '@imali/shared/ui';
import { DebitOrderMandateWizard } from '@imali/shared/web';

/**
 * /debit-order/sign?token=...: a third party's account holder signs the client's debit order with
 * the link identity sent them by SMS, without an Imali sign-in (visitors allowed;
 * docs/decisions/debit-order-third-party-signing.md). The shared mandate wizard in token mode
 * shows the terms, the account (last 4 digits only) and the signature box; an invalid or expired
 * link says so and who to ask. Closing the wizard leaves a page that can open it again.
 */
export function DebitOrderSignPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [open, setOpen] = useState(true);
  return (
    <Page title="Debit Order Mandate" testId="debit-order-sign-page">
      {open ? (
        <DebitOrderMandateWizard token={token} onDone={() => setOpen(false)} />
      ) : (
        <div data-testid="debit-order-sign-closed">
          <p>Thank you. You can close this page.</p>
          <p>If you have not signed yet, you can open the debit order again with the link in your SMS until it expires.</p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Open the debit order again
          </Button>
        </div>
      )}
    </Page>
  );
}

export default DebitOrderSignPage;
