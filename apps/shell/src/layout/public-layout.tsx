import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { CookieBanner } from '../public-site/cookie-banner';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Pages outside the signed-in app: cookie banner, public header and footer, no tab bars. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <CookieBanner />
      <PublicHeader />
      <main id="main" className="public-main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <PublicFooter />
    </div>
  );
}
