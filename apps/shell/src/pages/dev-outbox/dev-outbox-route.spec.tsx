/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../../app/app-routes';
import { RemotesProvider } from '../../remotes/remotes-context';
import { sessionMock } from '../../session/session-mocks';
import { ShellDevOutboxDocument } from '../../gql/graphql';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <RemotesProvider loadManifest={async () => []} register={() => undefined}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Location />
        </MemoryRouter>
      </RemotesProvider>
    </MockedProvider>,
  );
}

describe('/dev/outbox route', () => {
  it('needs only a session: a client still to verify the OTP can read it there', async () => {
    renderAt('/dev/outbox', [
      sessionMock({ otpVerification: false }),
      { request: { query: ShellDevOutboxDocument }, result: { data: { devOutbox: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
    ]);
    expect(await screen.findByTestId('dev-outbox')).toBeTruthy();
    expect(await screen.findByTestId('dev-outbox-empty')).toBeTruthy();
    expect(screen.queryByTestId('otp-screen')).toBeNull();
  });

  it('sends a visitor to sign in first', async () => {
    renderAt('/dev/outbox', [sessionMock(null)]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sign-in?redirect=%2Fdev%2Foutbox'));
  });
});
