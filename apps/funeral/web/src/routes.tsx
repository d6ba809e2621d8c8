import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@imali/shared/ui';
import { FuneralPoliciesPage } from './pages/funeral-policies/funeral-policies-page';
import { FuneralPolicyPage } from './pages/funeral-policy/funeral-policy-page';
import { InsurancePage } from './pages/insurance/insurance-page';
import { QuickQuoteHost } from './quick-quote/quick-quote-host';
import './funeral.css';

/**
 * Exposed as `funeral/Routes`; the shell renders it under a catch-all, so paths are absolute.
 * The quick quote has no route of its own: `?quote=1` opens it over any of these pages.
 */
export default function FuneralRoutes() {
  return (
    <>
      <Routes>
        <Route path="/insurance" element={<InsurancePage />} />
        <Route path="/funeral" element={<FuneralPoliciesPage />} />
        <Route path="/funeral/:id" element={<FuneralPolicyPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <QuickQuoteHost />
    </>
  );
}
