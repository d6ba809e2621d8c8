import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ApolloLink } from '@apollo/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function CurrentLocation() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders `ui` at `path` (matched by `route`, for its params) inside an Apollo client on `link`. */
export function renderAt(ui: ReactNode, { link, path, route = path }: { link: ApolloLink; path: string; route?: string }) {
  return render(
    <MockedProvider link={link}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </MockedProvider>,
  );
}

export const currentLocation = () => screen.getByTestId('location').textContent;

/** Text as read on screen. */
export function readable(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
}
