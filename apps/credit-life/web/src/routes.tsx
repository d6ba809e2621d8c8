import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@imali/shared/ui';
import { CreditLifePage } from './pages/credit-life/credit-life-page';

/** Exposed as `credit_life/Routes`; the shell renders it under a catch-all, so paths are absolute. */
export default function CreditLifeRoutes() {
  return (
    <Routes>
      <Route path="/credit-life" element={<CreditLifePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
