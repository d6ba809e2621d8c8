import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { PublicLayout } from '../layout/public-layout';
import { HomePage } from '../pages/home/home-page';
import { LogoutPage } from '../pages/logout/logout-page';
import { ProfileEditPage } from '../pages/profile/profile-edit-page';
import { ProfilePage } from '../pages/profile/profile-page';
import { AboutUsPage } from '../pages/public/about-us-page';
import { ContactUsPage } from '../pages/public/contact-us-page';
import { ThankYouPage } from '../pages/public/thank-you-page';
import { SignInPage } from '../pages/sign-in/sign-in-page';
import { RouteGuard } from '../session/route-guard';
import { RedirectGate } from './redirect-gate';
import { RemoteRoute } from './remote-route';

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
        </Route>
        <Route path="/logout" element={<LogoutPage />} />
        <Route element={<RouteGuard />}>
          <Route element={<AppLayout />}>
            <Route path="/" element={<HomePage />} />
            <Route path="/welcome" element={<HomePage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/profile/edit" element={<ProfileEditPage />} />
          </Route>
        </Route>
        {/* Remotes render <Routes> with absolute paths under this catch-all. */}
        <Route path="*" element={<RemoteRoute />} />
      </Route>
    </Routes>
  );
}
