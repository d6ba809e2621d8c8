import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { PublicLayout } from '../layout/public-layout';
import { HomePage } from '../pages/home/home-page';
import { ErrorPage } from '../public-site/error-page';
import { SignInPage } from '../pages/sign-in/sign-in-page';
import { SIGNED_IN_ONLY_CHECKS } from '../session/guard-checks';
import { RouteGuard } from '../session/route-guard';
import { lazyComponent } from './lazy-component';
import { RedirectGate } from './redirect-gate';
import { RemoteRoute } from './remote-route';

// The first pages (sign-in for a visitor, home for a client) come with the shell; every other
// page is fetched when first opened (issue 12: the first load's JavaScript budget).
const BankAccountLinkPage = lazyComponent(() => import('../pages/bank-accounts/bank-account-link-page').then((m) => m.BankAccountLinkPage), 'Loading');
const BankAccountPage = lazyComponent(() => import('../pages/bank-accounts/bank-account-page').then((m) => m.BankAccountPage), 'Loading your bank account');
const BankAccountsPage = lazyComponent(() => import('../pages/bank-accounts/bank-accounts-page').then((m) => m.BankAccountsPage), 'Loading your bank accounts');
const LinkPurchasePage = lazyComponent(() => import('../pages/link-purchase/link-purchase-page').then((m) => m.LinkPurchasePage), 'Loading');
const LogoutPage = lazyComponent(() => import('../pages/logout/logout-page').then((m) => m.LogoutPage), 'Signing you out');
const ProfileEditPage = lazyComponent(() => import('../pages/profile/profile-edit-page').then((m) => m.ProfileEditPage), 'Loading your profile');
const ProfilePage = lazyComponent(() => import('../pages/profile/profile-page').then((m) => m.ProfilePage), 'Loading your profile');
const DevOutboxPage = lazyComponent(() => import('../pages/dev-outbox/dev-outbox-page').then((m) => m.DevOutboxPage), 'Loading');
const AboutUsPage = lazyComponent(() => import('../pages/public/about-us-page').then((m) => m.AboutUsPage), 'Loading');
const ContactUsPage = lazyComponent(() => import('../pages/public/contact-us-page').then((m) => m.ContactUsPage), 'Loading');
const PrivacyPolicyPage = lazyComponent(() => import('../pages/public/privacy-policy-page').then((m) => m.PrivacyPolicyPage), 'Loading');
const ResourcesPage = lazyComponent(() => import('../pages/public/resources-page').then((m) => m.ResourcesPage), 'Loading');
const ThankYouPage = lazyComponent(() => import('../pages/public/thank-you-page').then((m) => m.ThankYouPage), 'Loading');
// The mandate wizard (and signature_pad) load only when a debit order is opened.
const DebitOrderPage = lazyComponent(() => import('../pages/debit-order/debit-order-page').then((m) => m.default), 'Loading your debit order');
const DebitOrderSignPage = lazyComponent(() => import('../pages/debit-order/debit-order-sign-page').then((m) => m.default), 'Loading the debit order');

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
          {/* A third party's account holder signs by the SMS link's token, without a sign-in. */}
          <Route path="/debit-order/sign" element={<DebitOrderSignPage />} />
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
            <Route path="/debit-order/:id" element={<DebitOrderPage />} />
          </Route>
        </Route>
        {/* Remotes render <Routes> with absolute paths under this catch-all. */}
        <Route path="*" element={<RemoteRoute />} />
      </Route>
    </Routes>
  );
}
