// Rendering a remote's page in a component spec: an Apollo client on the spec's link and a
// router at a path, with the location readable on screen. Only specs import it.
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ApolloLink } from '@apollo/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders `ui` inside an Apollo client on `link` and a router at `path`. With `route`, `ui` is
 * that route's element (for its params) and any other path shows "elsewhere".
 */
export function renderInRouter(ui: ReactNode, { link, path, route }: { link: ApolloLink; path: string; route?: string }) {
  return render(
    <MockedProvider link={link}>
      <MemoryRouter initialEntries={[path]}>
        {route === undefined ? (
          ui
        ) : (
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        )}
        <CurrentLocation />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** The router's location (path and query) as rendered by `renderInRouter`. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/** Text as read on screen: the rand format's no-break spaces as plain spaces. */
export function readable(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
}
