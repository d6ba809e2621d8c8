import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '@imali/shared/ui';
import { DebitOrderMandateWizard } from '@imali/shared/web';

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
  return (
    <Page title="Debit Order Mandate" testId="debit-order-page">
      <DebitOrderMandateWizard debitOrderId={id} policyDocumentsHref={POLICY_DOCUMENTS_PATH} onDone={() => navigate(DEBIT_ORDER_DONE_PATH)} />
    </Page>
  );
}

export default DebitOrderPage;
