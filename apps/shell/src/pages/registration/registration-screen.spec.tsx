/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../../session/route-guard';
import { asReturningClient, sessionMock } from '../../session/session-mocks';
import { ShellOtpScreenDocument, ShellProfileDocument, ShellUpdateMyProfileDocument } from '../../gql/graphql';

const VALID_ID = '8001015009087';
const registering = {
  __typename: 'Client',
  id: 'c1',
  firstNames: null,
  surname: null,
  idType: 'rsa_id',
  idNumber: VALID_ID,
  passportExpiresDate: null,
  email: null,
  cellNumbers: [],
  income: null,
  marketingConsent: false,
  acceptedTerms: false,
  isRegistration: true,
  otpVerification: false,
};

const profileMock = (result: object) => ({ request: { query: ShellProfileDocument }, result });

function renderGuarded(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<RouteGuard />}>
            <Route path="/" element={<p data-testid="home-page">Home</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('RegistrationScreen', () => {
  beforeEach(() => asReturningClient());
  afterEach(() => localStorage.clear());
  it('saves the profile with the terms accepted, and the guard moves on to the OTP screen', async () => {
    const input = {
      firstNames: 'Thandi',
      surname: null,
      cellNumbers: ['0821234567'],
      email: null,
      passportExpiresDate: null,
      marketingConsent: false,
      acceptedTerms: true,
    };
    const saved = { ...registering, firstNames: 'Thandi', cellNumbers: ['0821234567'], acceptedTerms: true, isRegistration: false };
    renderGuarded([
      sessionMock({ isRegistration: true, acceptedTerms: false, otpVerification: false, firstNames: null }, { times: 1 }),
      profileMock({ data: { myClient: registering } }),
      { request: { query: ShellUpdateMyProfileDocument, variables: { input } }, result: { data: { updateMyProfile: saved } } },
      sessionMock({ otpVerification: false }),
      {
        request: { query: ShellOtpScreenDocument },
        result: {
          data: {
            otpStatus: {
              __typename: 'OtpStatus',
              communicationType: 'SMS',
              destination: '082 *** **67',
              expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
              resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
              attemptsLeft: 3,
              blocked: false,
            },
            myClient: { __typename: 'Client', id: 'c1', firstNames: 'Thandi', surname: null, email: null, cellNumbers: ['0821234567'] },
          },
        },
      },
    ]);
    expect(await screen.findByTestId('registration-form')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('First names'), { target: { value: 'Thandi' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0821234567' } });
    fireEvent.click(screen.getByLabelText('I accept the Terms and Conditions'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(await screen.findByTestId('otp-screen')).toBeTruthy();
    expect(screen.queryByTestId('registration-form')).toBeNull();
    expect(screen.queryByTestId('home-page')).toBeNull();
  });

  it('shows an error with Try again when the profile cannot be loaded', async () => {
    renderGuarded([
      sessionMock({ isRegistration: true, acceptedTerms: false }),
      profileMock({ errors: [{ message: 'Identity is unavailable', extensions: { code: 'SUBGRAPH_UNAVAILABLE' } }] }),
      profileMock({ data: { myClient: registering } }),
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('Identity is unavailable');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByLabelText('First names')).toBeTruthy();
  });
});
