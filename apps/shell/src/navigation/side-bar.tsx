import { Link, useLocation } from 'react-router-dom';
import { Brand } from '@imali/shared/ui';
import { NavIcon } from './nav-icon';
import { NAV_TABS } from './nav-tabs';
import { sideBarIndex } from './side-bar-index';

/** Desktop navigation (from the tablet breakpoint up): the five tabs plus Logout. */
export function SideBar() {
  const current = sideBarIndex(useLocation().pathname);
  return (
    <nav className="side-bar" aria-label="Main" data-testid="side-bar">
      <Brand />
      <ul className="side-bar__list">
        {NAV_TABS.map((tab) => (
          <li key={tab.to}>
            <Link className="side-bar__link" to={tab.to} aria-current={tab.index === current ? 'page' : undefined}>
              <NavIcon name={tab.icon} />
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="side-bar__footer">
        <Link className="side-bar__link" to="/logout">
          <NavIcon name="logout" />
          Logout
        </Link>
      </div>
    </nav>
  );
}
