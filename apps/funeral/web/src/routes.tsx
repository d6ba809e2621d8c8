import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound, Spinner } from '@imali/shared/ui';
import { FuneralPoliciesPage } from './pages/funeral-policies/funeral-policies-page';
import { FuneralPolicyPage } from './pages/funeral-policy/funeral-policy-page';
import { InsurancePage } from './pages/insurance/insurance-page';
import { EditThirdPartyFuneralPage, NewThirdPartyFuneralPage, ThirdPartyFuneralPage } from './pages/third-party-funeral/third-party-funeral-pages';
import { QuickQuoteHost } from './quick-quote/quick-quote-host';
import './funeral.css';

// The chat-style sale is for signed-in clients who decided to buy: loaded when opened.
const ChatSalePage = lazy(() => import('./chat-sale/chat-sale-page').then((module) => ({ default: module.ChatSalePage })));

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
        <Route
          path="/funeral/buy"
          element={
            <Suspense fallback={<Spinner label="Loading" />}>
              <ChatSalePage />
            </Suspense>
          }
        />
        <Route path="/funeral/:id" element={<FuneralPolicyPage />} />
        {/* Policies with other insurers are listed on /funeral. */}
        <Route path="/third-party-funeral" element={<Navigate to="/funeral" replace />} />
        <Route path="/third-party-funeral/new" element={<NewThirdPartyFuneralPage />} />
        <Route path="/third-party-funeral/:id" element={<ThirdPartyFuneralPage />} />
        <Route path="/third-party-funeral/:id/edit" element={<EditThirdPartyFuneralPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <QuickQuoteHost />
    </>
  );
}
