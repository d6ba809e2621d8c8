import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@imali/shared/ui';
import { ActionButtons } from '../../forms/action-buttons';
import type { SaleResult } from '../../sale/sale-types';

/**
 * The shell's registration for a visitor who has just bought: the sale's guest client is linked
 * on registering, and the browser returns to the new policy (apps/shell/src/pages/sign-in/).
 */
export function registerUrl(sale: Pick<SaleResult, 'clientId' | 'id'>): string {
  const params = new URLSearchParams({ mode: 'register', clientId: sale.clientId, redirect: `/funeral/${sale.id}` });
  return `/sign-in?${params.toString()}`;
}

interface EndingProps {
  sale: SaleResult;
  documentsUploaded: boolean;
}

function Confirmation({ sale, documentsUploaded }: EndingProps) {
  return (
    <>
      <p className="funeral-question__text">Thank you! Your funeral cover is bought.</p>
      <p data-testid="policy-number">
        Your policy number is <strong>{sale.policyNumber}</strong>.
      </p>
      <p className="muted">Your cover becomes active once the first payment is received.</p>
      {documentsUploaded ? null : <p className="muted">You can send your selfie and ID document later from your policy.</p>}
    </>
  );
}

/** completedSale (visitors): Finish, or Register to view policy. */
export function CompletedSaleStep({ sale, documentsUploaded, onFinish, onRegister }: EndingProps & { onFinish: () => void; onRegister: () => void }) {
  return (
    <div className="funeral-question" data-testid="completed-sale">
      <Confirmation sale={sale} documentsUploaded={documentsUploaded} />
      <ActionButtons
        buttons={[
          { label: 'Register to view policy', onClick: onRegister },
          { label: 'Finish', onClick: onFinish },
        ]}
      />
    </div>
  );
}

/** completedSaleSignedIn: the policy is already in the client's account. */
export function CompletedSaleSignedInStep({ sale, documentsUploaded, onFinish }: EndingProps & { onFinish: () => void }) {
  const navigate = useNavigate();
  return (
    <div className="funeral-question" data-testid="completed-sale-signed-in">
      <Confirmation sale={sale} documentsUploaded={documentsUploaded} />
      <ActionButtons
        buttons={[
          { label: 'View my policy', onClick: () => navigate(`/funeral/${sale.id}`) },
          { label: 'Finish', onClick: onFinish },
        ]}
      />
    </div>
  );
}

/** signup: hands the visitor to the shell's registration (the shell serves /sign-in). */
export function SignupStep({ sale }: { sale: SaleResult }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(registerUrl(sale));
  }, [navigate, sale]);
  return <Spinner label="Taking you to registration" />;
}
