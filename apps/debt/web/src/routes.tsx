import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@imali/shared/ui';
import { DebtDashboardPage } from './pages/debt-dashboard/debt-dashboard-page';

/** Exposed as `debt/Routes`; the shell renders it under a catch-all, so paths are absolute. */
export default function DebtRoutes() {
  return (
    <Routes>
      <Route path="/debt" element={<DebtDashboardPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
