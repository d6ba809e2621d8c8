import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@imali/shared/ui';
import { DebtDashboardPage } from './pages/debt-dashboard/debt-dashboard-page';
import { DebtRepaymentsPage } from './pages/debt-repayments/debt-repayments-page';
import { DebtRepaymentsCategoryPage } from './pages/debt-repayments/debt-repayments-category-page';
import './debt.css';

/** Exposed as `debt/Routes`; the shell renders it under a catch-all, so paths are absolute. */
export default function DebtRoutes() {
  return (
    <Routes>
      <Route path="/debt" element={<DebtDashboardPage />} />
      <Route path="/debt-repayments" element={<DebtRepaymentsPage />} />
      {/* home, personal, car or credit (docs/decisions/debt-repayments-routes.md); anything else is not found. */}
      <Route path="/debt-repayments/:category" element={<DebtRepaymentsCategoryPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
