import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@imali/shared/ui';
import { DebtDashboardPage } from './pages/debt-dashboard/debt-dashboard-page';
import { DebtRepaymentsPage } from './pages/debt-repayments/debt-repayments-page';
import { DebtRepaymentsCategoryPage } from './pages/debt-repayments/debt-repayments-category-page';
import { DebtDashboardDocument } from './gql/graphql';
import './debt.css';

/**
 * The first queries of this remote's pages (areas.json `firstData`), by operation name: the shell
 * writes their answers, sent with the document, into the cache before its first render over /debt
 * drawn by first-paint/debt.js (docs/decisions/signed-in-first-paint.md).
 */
export const firstData = { DebtDashboard: DebtDashboardDocument };

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
