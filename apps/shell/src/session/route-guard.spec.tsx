/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ShellMeDocument, ShellOtpScreenDocument, ShellProfileDocument } from '../gql/graphql';
import { RouteGuard } from './route-guard';
import { type SessionClient } from './use-session';
import { asReturningClient, sessionMock } from './session-mocks';

const profileMock = {
  request: { query: ShellProfileDocument },
  result: {
    data: {
      myClient: {
        __typename: 'Client',
        id: 'c1',
        firstNames: null,
        surname: null,
        idType: 'rsa_id',
        idNumber: '8001015009087',
        passportExpiresDate: null,
        email: null,
        cellNumbers: [],
        income: null,
        marketingConsent: false,
        acceptedTerms: false,
        isRegistration: true,
        otpVerification: false,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const otpScreenMock = {
  request: { query: ShellOtpScreenDocument },
  result: {
    data: {
      otpStatus: {
        __typename: 'OtpStatus',
        communicationType: 'SMS',
        destination: '082 *** **67',
        expiresAt: new Date(Date.now() + 29 * 60_000).toISOString(),
        resendAvailableAt: inAMinute(),
        attemptsLeft: 3,
        blocked: false,
      },
      myClient: { __typename: 'Client', id: 'c1', firstNames: 'Thandi', surname: 'Mokoena', email: null, cellNumbers: ['0821234567'] },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderGuarded(flags: Partial<SessionClient> | null, extraMocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={[sessionMock(flags), profileMock, otpScreenMock, ...extraMocks]} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={['/savings?tab=goals']}>
        <Routes>
          <Route path="/sign-in" element={<p>Sign-in page</p>} />
          <Route element={<RouteGuard />}>
            <Route path="/savings" element={<p data-testid="savings-page">Savings</p>} />
          </Route>
        </Routes>
        <Location />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('RouteGuard (spec route guard, in order)', () => {
  beforeEach(() => asReturningClient());
  afterEach(() => localStorage.clear());
  it('1. not signed in: goes to sign-in with a redirect back', async () => {
    renderGuarded(null);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sign-in?redirect=%2Fsavings%3Ftab%3Dgoals'));
    expect(screen.queryByTestId('savings-page')).toBeNull();
  });

  it('2. registering: shows the registration profile form in place of the page, at the same address', async () => {
    renderGuarded({ isRegistration: true, acceptedTerms: false, otpVerification: false });
    expect(await screen.findByTestId('registration-form')).toBeTruthy();
    expect(await screen.findByLabelText('First names')).toBeTruthy();
    expect(screen.queryByTestId('savings-page')).toBeNull();
    expect(screen.queryByTestId('otp-screen')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/savings?tab=goals');
  });

  it('2. terms not accepted: shows the registration profile form', async () => {
    renderGuarded({ isRegistration: false, acceptedTerms: false });
    expect(await screen.findByTestId('registration-form')).toBeTruthy();
    expect(screen.queryByTestId('savings-page')).toBeNull();
  });

  it('3. OTP not verified: shows the OTP screen in place of the page', async () => {
    renderGuarded({ otpVerification: false });
    expect(await screen.findByTestId('otp-screen')).toBeTruthy();
    expect(await screen.findByText('082 *** **67')).toBeTruthy();
    expect(screen.queryByTestId('savings-page')).toBeNull();
    expect(screen.queryByTestId('registration-form')).toBeNull();
  });

  it('4. otherwise: shows the page', async () => {
    renderGuarded({});
    expect(await screen.findByTestId('savings-page')).toBeTruthy();
    expect(screen.queryByTestId('otp-screen')).toBeNull();
    expect(screen.queryByTestId('registration-form')).toBeNull();
  });

  it('shows an error with Try again, not the page, when the client record cannot be read', async () => {
    const failing = {
      request: { query: ShellMeDocument },
      result: {
        data: { me: { __typename: 'User', id: 'u1', clientId: 'c1' }, myClient: null },
        errors: [{ message: 'Identity is unavailable', extensions: { code: 'SUBGRAPH_UNAVAILABLE' } }],
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    render(
      <MockedProvider mocks={[failing]} mockLinkDefaultOptions={{ delay: 0 }}>
        <MemoryRouter initialEntries={['/savings']}>
          <Routes>
            <Route element={<RouteGuard />}>
              <Route path="/savings" element={<p data-testid="savings-page">Savings</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByTestId('session-client-error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('savings-page')).toBeNull();
  });
});
