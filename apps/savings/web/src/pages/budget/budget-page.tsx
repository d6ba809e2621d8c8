// /budget: the one Budget form (@imali/shared/web) on a page of its own, so a prompt or a link
// elsewhere can open it by address. Closing (or saving) goes back where the client came from,
// or to My Savings when the page was opened directly.
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@imali/shared/ui';
import { BudgetModal } from '@imali/shared/web';

export function BudgetPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => {
    if (location.key === 'default') navigate('/savings');
    else navigate(-1);
  };
  return (
    <Page title="Budget" testId="budget-page">
      <BudgetModal onClose={close} />
    </Page>
  );
}
