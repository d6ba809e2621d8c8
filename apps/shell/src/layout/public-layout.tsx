import { useEffect, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Brand } from '@imali/shared/ui';
import { useSession } from '../session/use-session';

const PUBLIC_LINKS = [
  { to: '/savings', label: 'Savings' },
  { to: '/debt', label: 'Debt' },
  { to: '/credit-life', label: 'Credit Life' },
  { to: '/funeral', label: 'Funeral' },
  { to: '/about-us', label: 'About' },
  { to: '/contact-us', label: 'Contact' },
];

function PublicHeader() {
  const session = useSession();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The mobile menu closes once the visitor has chosen a page.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="public-header" data-testid="public-header">
      <div className="public-header__inner">
        <Brand />
        <button
          type="button"
          className="button button--ghost public-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="public-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav id="public-menu" aria-label="Site" className={menuOpen ? 'public-header__nav public-header__nav--open' : 'public-header__nav'}>
          <ul className="public-header__links">
            <li className="public-header__home">
              <Link to="/">Home</Link>
            </li>
            {PUBLIC_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              {session.status === 'signed-in' ? (
                <Link to="/">My profile</Link>
              ) : (
                <Link className="button button--primary" to="/sign-in">
                  Sign in
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

function PublicFooter() {
  return (
    <footer className="public-footer">
      <div className="public-footer__inner">
        <span>© {new Date().getFullYear()} Imali. Improve your financial future today.</span>
        <span>
          <Link to="/about-us">About us</Link> · <Link to="/contact-us">Contact us</Link>
        </span>
      </div>
    </footer>
  );
}

/** Pages outside the signed-in app: public header and footer, no tab bars. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="public-layout">
      <PublicHeader />
      <main id="main" className="public-main">
        {children ?? <Outlet />}
      </main>
      <PublicFooter />
    </div>
  );
}
