import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Button, Page } from '@imali/shared/ui';
import { AccountHolderSignature, awaitsAccountHolderSignature, DebitOrderMandateWizard, SharedDebitOrderDocument } from '@imali/shared/web';
import { isUuid } from '@imali/shared/validation';

/** Where the wizard's Done goes: the dashboard (docs/decisions/debit-order-mandate-wizard.md). */
export const DEBIT_ORDER_DONE_PATH = '/';
/** The vault, where the products' policy documents are (spec 2.5; the vault's own pages). */
export const POLICY_DOCUMENTS_PATH = '/documents';

/**
 * /debit-order/{id}: the signed-in client's debit order mandate wizard (identity's page, beside
 * the bank accounts). The vault's /documents/do/{id} stays the mandate document's view.
 */
export function DebitOrderPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // The wizard's own query (one cached copy): a debit order on someone else's account is signed
  // by its holder, by link; the client sees who it waits for and can send the link again.
  const { data } = useQuery(SharedDebitOrderDocument, { variables: { id }, skip: !isUuid(id) });
  const holderSigns = !!data?.debitorder && awaitsAccountHolderSignature(data.debitorder);
  return (
    <Page title="Debit Order Mandate" testId="debit-order-page">
      {holderSigns ? (
        <>
          <AccountHolderSignature debitOrderId={id} />
          <Button variant="secondary" onClick={() => navigate(DEBIT_ORDER_DONE_PATH)}>
            Back to the dashboard
          </Button>
        </>
      ) : (
        <DebitOrderMandateWizard debitOrderId={id} policyDocumentsHref={POLICY_DOCUMENTS_PATH} onDone={() => navigate(DEBIT_ORDER_DONE_PATH)} />
      )}
    </Page>
  );
}

export default DebitOrderPage;
