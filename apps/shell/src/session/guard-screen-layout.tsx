import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '@imali/shared/ui';

export interface GuardScreenLayoutProps {
  children: ReactNode;
  /** Lists (the development outbox) get more room than forms. */
  wide?: boolean;
}

/**
 * The frame of the screens the route guard shows in place of a page (registration profile,
 * OTP) and of the development outbox: the brand and a way out, but no tab bars, since every
 * tab would lead back to the same screen.
 */
export function GuardScreenLayout({ children, wide = false }: GuardScreenLayoutProps) {
  return (
    <div className="public-layout">
      <header className="public-header">
        <div className="public-header__inner">
          <Brand />
          <Link to="/logout">Logout</Link>
        </div>
      </header>
      <main id="main" className="public-main" tabIndex={-1}>
        <div className={wide ? 'guard-screen guard-screen--wide' : 'guard-screen'}>{children}</div>
      </main>
    </div>
  );
}
