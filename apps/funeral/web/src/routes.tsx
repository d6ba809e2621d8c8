import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@imali/shared/ui';
import { FuneralPoliciesPage } from './pages/funeral-policies/funeral-policies-page';
import { InsurancePage } from './pages/insurance/insurance-page';

/** Exposed as `funeral/Routes`; the shell renders it under a catch-all, so paths are absolute. */
export default function FuneralRoutes() {
  return (
    <Routes>
      <Route path="/insurance" element={<InsurancePage />} />
      <Route path="/funeral" element={<FuneralPoliciesPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
