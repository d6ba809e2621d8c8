import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { CookieBanner } from '../public-site/cookie-banner';
import { HEADER_LINKS } from '../public-site/site-links';
import { usePreloadRemotes } from '../remotes/use-preload-remotes';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

const HEADER_PATHS = HEADER_LINKS.filter((link) => !link.external).map((link) => link.to);

/** Pages outside the signed-in app: cookie banner, public header and footer, no tab bars. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  // Of the header's links, a visitor may open the public pages of remotes (funeral's).
  usePreloadRemotes(HEADER_PATHS, { visitor: true });
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
