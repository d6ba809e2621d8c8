/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ShellMeDocument, ShellMyClientDocument } from '../gql/graphql';
import { RemotesProvider } from '../remotes/remotes-context';
import type { RemoteDefinition } from '../remotes/remotes-manifest';
import { AppRoutes } from './app-routes';
import { asReturningClient } from '../session/session-mocks';

const remotes: RemoteDefinition[] = [{ name: 'savings', entry: '/remotes/savings/mf-manifest.json', routes: ['/savings', '/savings/*'], publicRoutes: [] }];

const meMock = (signedIn: boolean) => ({
  request: { query: ShellMeDocument },
  result: {
    data: {
      me: signedIn ? { __typename: 'User', id: 'u1', clientId: 'c1' } : null,
      // A registered client with accepted terms and a verified OTP: the guard shows the page.
      myClient: signedIn
        ? { __typename: 'Client', id: 'c1', firstNames: 'Thandi', isRegistration: false, acceptedTerms: true, otpVerification: true }
        : null,
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const myClientMock = {
  request: { query: ShellMyClientDocument },
  result: {
    data: {
      myClient: { __typename: 'Client', id: 'c1', firstNames: 'Thandi', surname: 'Mokoena', email: 't@example.com', createdAt: '2021-03-04T10:00:00.000Z' },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

async function renderAtView(path: string) {
  const view = render(
    <MockedProvider mocks={[meMock(true), myClientMock]} mockLinkDefaultOptions={{ delay: 0 }}>
      <RemotesProvider loadManifest={async () => remotes} register={() => undefined}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </RemotesProvider>
    </MockedProvider>,
  );
  await waitFor(() => expect(screen.queryByTestId('spinner')).toBeNull());
  return view;
}

async function renderAt(path: string, { signedIn }: { signedIn: boolean }) {
  render(
    <MockedProvider mocks={[meMock(signedIn), myClientMock]} mockLinkDefaultOptions={{ delay: 0 }}>
      <RemotesProvider loadManifest={async () => remotes} register={() => undefined}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <CurrentLocation />
        </MemoryRouter>
      </RemotesProvider>
    </MockedProvider>,
  );
  // Let the session check, the manifest and any follow-up query resolve.
  await waitFor(() => expect(screen.queryByTestId('spinner')).toBeNull());
}

const location = () => screen.getByTestId('location').textContent;

describe('shell routes', () => {
  beforeEach(() => asReturningClient());
  afterEach(() => localStorage.clear());
  it('sends a signed-out visitor from a signed-in page to sign-in with the way back', async () => {
    await renderAt('/profile?tab=1', { signedIn: false });
    await waitFor(() => expect(location()).toBe('/sign-in?redirect=%2Fprofile%3Ftab%3D1'));
    expect(screen.getByTestId('sign-in-page')).toBeTruthy();
    expect(screen.queryByTestId('side-bar')).toBeNull();
  });

  it('guards remote routes too', async () => {
    await renderAt('/savings', { signedIn: false });
    await waitFor(() => expect(location()).toBe('/sign-in?redirect=%2Fsavings'));
  });

  it('shows Home with the greeting and both navigation bars to a signed-in client', async () => {
    await renderAt('/', { signedIn: true });
    expect(screen.getByTestId('home-page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Hi Thandi' })).toBeTruthy();
    expect(screen.getByTestId('side-bar')).toBeTruthy();
    expect(screen.getByTestId('bottom-tab-bar')).toBeTruthy();
    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual(['Home', 'Home']);
  });

  it('shows the profile with the member-since year', async () => {
    await renderAt('/profile', { signedIn: true });
    expect(screen.getByTestId('profile-page').textContent).toContain('Member since 2021');
  });

  it('follows a redirect parameter on any page to the same-site path', async () => {
    await renderAt('/about-us?redirect=profile', { signedIn: true });
    await waitFor(() => expect(location()).toBe('/profile'));
  });

  it('ignores a redirect parameter that leaves the site', async () => {
    await renderAt('/about-us?redirect=%2F%2Fevil.example', { signedIn: true });
    await waitFor(() => expect(location()).toBe('/about-us?redirect=%2F%2Fevil.example'));
    expect(screen.getByTestId('about-us-page')).toBeTruthy();
  });

  it('sends a signed-in visitor of /sign-in on to the redirect target', async () => {
    await renderAt('/sign-in?redirect=%2Fprofile', { signedIn: true });
    await waitFor(() => expect(location()).toBe('/profile'));
  });

  it('shows the 404 page to a signed-in client inside the signed-in layout, without a button', async () => {
    await renderAt('/no-such-page', { signedIn: true });
    expect(screen.getByTestId('not-found').textContent).toBe('404 Page not found');
    expect(screen.queryByRole('button', { name: /home|back/i })).toBeNull();
    expect(screen.getByTestId('side-bar')).toBeTruthy();
    expect(screen.getByTestId('bottom-tab-bar')).toBeTruthy();
    expect(screen.queryByTestId('public-header')).toBeNull();
  });

  it('shows the 404 page to a visitor with the public header and no tab bars', async () => {
    await renderAt('/no-such-page', { signedIn: false });
    expect(screen.getByTestId('not-found').textContent).toBe('404 Page not found');
    expect(screen.getByTestId('public-header')).toBeTruthy();
    expect(screen.queryByTestId('side-bar')).toBeNull();
    expect(screen.queryByTestId('bottom-tab-bar')).toBeNull();
  });

  describe('the cookie banner in the signed-in app', () => {
    const clearConsent = () => {
      document.cookie = 'CookieConsent=; Max-Age=0; Path=/';
    };
    beforeEach(clearConsent);
    afterEach(clearConsent);

    it('is gone on the next page once the client has chosen elsewhere (the public site, another tab)', async () => {
      await renderAt('/', { signedIn: true });
      expect(screen.getByTestId('cookie-banner')).toBeTruthy();
      document.cookie = 'CookieConsent=true; Path=/';
      fireEvent.click(within(screen.getByTestId('side-bar')).getByRole('link', { name: /profile/i }));
      await waitFor(() => expect(location()).toBe('/profile'));
      expect(screen.queryByTestId('cookie-banner')).toBeNull();
    });

    it('is gone when the client comes back to this tab after choosing in another', async () => {
      await renderAt('/', { signedIn: true });
      expect(screen.getByTestId('cookie-banner')).toBeTruthy();
      document.cookie = 'CookieConsent=false; Path=/';
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      expect(screen.queryByTestId('cookie-banner')).toBeNull();
    });

    it('never shows to a client who has chosen, on shell pages, remote pages or the 404', async () => {
      document.cookie = 'CookieConsent=true; Path=/';
      for (const path of ['/', '/savings', '/no-such-page']) {
        const view = await renderAtView(path);
        expect(screen.queryByTestId('cookie-banner')).toBeNull();
        view.unmount();
      }
    });
  });

  it('keeps public pages public', async () => {
    await renderAt('/contact-us', { signedIn: false });
    await waitFor(() => expect(location()).toBe('/contact-us'));
    expect(screen.getByTestId('contact-us-page')).toBeTruthy();
  });
});
