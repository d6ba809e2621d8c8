import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ApolloLink } from '@apollo/client';
import { MemoryRouter, useLocation } from 'react-router-dom';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders inside an Apollo client on `link` and a router at `path`; the location is readable with `currentLocation()`. */
export function renderWith(ui: ReactNode, { link, path = '/funeral' }: { link: ApolloLink; path?: string }) {
  return render(
    <MockedProvider link={link}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <CurrentLocation />
      </MemoryRouter>
    </MockedProvider>,
  );
}

export const currentLocation = () => screen.getByTestId('location').textContent;

/** Text as read on screen: the rand format's no-break spaces as plain spaces. */
export function readable(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
}
