import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@imali/shared/ui';
import { AppLayout } from '../layout/app-layout';
import { PublicLayout } from '../layout/public-layout';
import { BankAccountLinkPage } from '../pages/bank-accounts/bank-account-link-page';
import { BankAccountPage } from '../pages/bank-accounts/bank-account-page';
import { BankAccountsPage } from '../pages/bank-accounts/bank-accounts-page';
import { HomePage } from '../pages/home/home-page';
import { LinkPurchasePage } from '../pages/link-purchase/link-purchase-page';
import { LogoutPage } from '../pages/logout/logout-page';
import { ProfileEditPage } from '../pages/profile/profile-edit-page';
import { ProfilePage } from '../pages/profile/profile-page';
import { DevOutboxPage } from '../pages/dev-outbox/dev-outbox-page';
import { AboutUsPage } from '../pages/public/about-us-page';
import { ContactUsPage } from '../pages/public/contact-us-page';
import { PrivacyPolicyPage } from '../pages/public/privacy-policy-page';
import { ResourcesPage } from '../pages/public/resources-page';
import { ThankYouPage } from '../pages/public/thank-you-page';
import { ErrorPage } from '../public-site/error-page';
import { SignInPage } from '../pages/sign-in/sign-in-page';
import { SIGNED_IN_ONLY_CHECKS } from '../session/guard-checks';
import { RouteGuard } from '../session/route-guard';
import { RedirectGate } from './redirect-gate';
import { RemoteRoute } from './remote-route';

// The mandate wizard (and signature_pad) load only when a debit order is opened.
const DebitOrderPage = lazy(() => import('../pages/debit-order/debit-order-page'));

/** The shell's own routes; everything else goes to a remote (or the 404) via RemoteRoute. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RedirectGate />}>
        <Route element={<PublicLayout />}>
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="/about-us" element={<AboutUsPage />} />
          <Route path="/contact-us" element={<ContactUsPage />} />
          <Route path="/thank-you" element={<ThankYouPage />} />
          <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="/resources" element={<ResourcesPage />} />
          <Route path="/error" element={<ErrorPage />} />
        </Route>
        <Route path="/logout" element={<LogoutPage />} />
        {/* Signed in is enough here: the OTP must be readable before it is verified. */}
        <Route element={<RouteGuard checks={SIGNED_IN_ONLY_CHECKS} />}>
          <Route path="/dev/outbox" element={<DevOutboxPage />} />
        </Route>
        <Route element={<RouteGuard />}>
          <Route element={<AppLayout />}>
            <Route path="/" element={<HomePage />} />
            <Route path="/welcome" element={<HomePage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/profile/edit" element={<ProfileEditPage />} />
            <Route path="/link-purchase" element={<LinkPurchasePage />} />
            <Route path="/bank-accounts" element={<BankAccountsPage />} />
            {/* ?redirect= here is where to go after adding (RedirectGate leaves it alone). */}
            <Route path="/bank-accounts/link" element={<BankAccountLinkPage />} />
            <Route path="/bank-account/:id" element={<BankAccountPage />} />
            <Route
              path="/debit-order/:id"
              element={
                <Suspense fallback={<Spinner label="Loading your debit order" />}>
                  <DebitOrderPage />
                </Suspense>
              }
            />
          </Route>
        </Route>
        {/* Remotes render <Routes> with absolute paths under this catch-all. */}
        <Route path="*" element={<RemoteRoute />} />
      </Route>
    </Routes>
  );
}
