import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Brand } from '@imali/shared/ui';
import { BottomTabBar } from '../navigation/bottom-tab-bar';
import { NAV_TABS } from '../navigation/nav-tabs';
import { CookieBanner } from '../public-site/cookie-banner';
import { SideBar } from '../navigation/side-bar';
import { usePreloadRemotes } from '../remotes/use-preload-remotes';

const TAB_PATHS = NAV_TABS.map((tab) => tab.to);

/** The signed-in app: side bar ≥ 768px, bottom tab bar below (docs/decisions/navigation-breakpoints.md). */
export function AppLayout({ children }: { children?: ReactNode }) {
  usePreloadRemotes(TAB_PATHS, { visitor: false });
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-layout__top-bar">
        <Brand />
      </header>
      <SideBar />
      <main id="main" className="app-layout__main" tabIndex={-1}>
        <CookieBanner />
        {children ?? <Outlet />}
      </main>
      <BottomTabBar />
    </div>
  );
}
