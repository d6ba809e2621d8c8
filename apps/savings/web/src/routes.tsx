import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@imali/shared/ui';
import { SavingsOverviewPage } from './pages/savings-overview/savings-overview-page';
import { BudgetPage } from './pages/budget/budget-page';
import { SavingsGoalPage } from './pages/savings-goal/savings-goal-page';
import { SavingsAddPage } from './pages/savings-add/savings-add-page';
import './savings.css';

/** Exposed as `savings/Routes`; the shell renders it under a catch-all, so paths are absolute. */
export default function SavingsRoutes() {
  return (
    <Routes>
      <Route path="/savings" element={<SavingsOverviewPage />} />
      <Route path="/savings/add" element={<SavingsAddPage />} />
      <Route path="/savings/add/:bucketType" element={<SavingsAddPage />} />
      <Route path="/savings/:id" element={<SavingsGoalPage />} />
      <Route path="/budget" element={<BudgetPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
