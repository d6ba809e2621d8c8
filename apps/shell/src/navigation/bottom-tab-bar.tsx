import { Link, useLocation } from 'react-router-dom';
import { NavIcon } from './nav-icon';
import { NAV_TABS } from './nav-tabs';
import { sideBarIndex } from './side-bar-index';

/** Mobile navigation (below the tablet breakpoint): the same five tabs, fixed at the bottom. */
export function BottomTabBar() {
  const current = sideBarIndex(useLocation().pathname);
  return (
    <nav className="bottom-tab-bar" aria-label="Tabs" data-testid="bottom-tab-bar">
      <ul className="bottom-tab-bar__list">
        {NAV_TABS.map((tab) => (
          <li key={tab.to} className="bottom-tab-bar__item">
            <Link className="bottom-tab-bar__link" to={tab.to} aria-current={tab.index === current ? 'page' : undefined}>
              <NavIcon name={tab.icon} />
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
