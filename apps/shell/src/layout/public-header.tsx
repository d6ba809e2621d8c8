import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { Avatar, Brand } from '@imali/shared/ui';
import { ShellHeaderPhotoDocument } from '../gql/graphql';
import { HEADER_LINKS, type SiteLink } from '../public-site/site-links';
import { useSession } from '../session/use-session';

function HeaderLink({ link }: { link: SiteLink }) {
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return <Link to={link.to}>{link.label}</Link>;
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      )}
    </svg>
  );
}

/** "My profile" with the user's photo, or the default image while there is none. */
function ProfileLink() {
  const { data } = useQuery(ShellHeaderPhotoDocument);
  return (
    <Link to="/" className="public-header__profile" data-testid="my-profile-link">
      <Avatar src={data?.me?.photo?.url} size={32} />
      <span>My profile</span>
    </Link>
  );
}

/**
 * The public header: the spec's links, then Sign in or (signed in) My profile. Below 768px the
 * links fold into a menu behind a hamburger button, which adds Home.
 */
export function PublicHeader() {
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
          className="public-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="public-menu"
          aria-label="Menu"
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setMenuOpen(false);
          }}
        >
          <MenuIcon open={menuOpen} />
        </button>
        <nav
          id="public-menu"
          aria-label="Site"
          className={menuOpen ? 'public-header__nav public-header__nav--open' : 'public-header__nav'}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setMenuOpen(false);
          }}
        >
          <ul className="public-header__links">
            <li className="public-header__home">
              <Link to="/">Home</Link>
            </li>
            {HEADER_LINKS.map((link) => (
              <li key={link.label}>
                <HeaderLink link={link} />
              </li>
            ))}
            <li className="public-header__account">
              {session.status === 'signed-in' ? (
                <ProfileLink />
              ) : (
                <Link className="button button--primary" to="/sign-in" data-testid="sign-in-link">
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
