/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  ShellHasExistingUserDocument,
  ShellRequestSignInOtpDocument,
  ShellSignInDocument,
  ShellSignInWithOtpDocument,
  ShellSignUpDocument,
} from '../../gql/graphql';
import { sessionMock } from '../../session/session-mocks';
import { COMMON_PASSWORD_MESSAGE } from '@imali/shared/validation';
import { SignInPage } from './sign-in-page';

const VALID_ID = '8001015009087';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const signUpMock = (input: object, result: object) => ({ request: { query: ShellSignUpDocument, variables: { input } }, ...result });
const registered = {
  result: { data: { signUp: { __typename: 'SignInResult', user: { __typename: 'User', id: 'u9', clientId: 'g1' } } } },
};

describe('SignInPage: sign in or register', () => {
  it('opens on Sign in with the unchanged form, and switches to Register', async () => {
    renderAt('/sign-in', [sessionMock(null)]);
    const signInTab = await screen.findByRole('tab', { name: 'Sign in' });
    expect(signInTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('ID number or email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
    expect(screen.queryByLabelText('ID number or email')).toBeNull();
    // The register form is fetched when its tab opens.
    expect(await screen.findByLabelText('ID type')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys', async () => {
    renderAt('/sign-in', [sessionMock(null)]);
    fireEvent.keyDown(await screen.findByRole('tab', { name: 'Sign in' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Register' }));
  });

  it('registers with the clientId of the link, then follows the redirect', async () => {
    const input = { idType: 'rsa_id', idNumber: VALID_ID, email: null, password: 'eight888', clientId: 'g1' };
    renderAt('/sign-in?redirect=%2Fsavings&clientId=g1', [
      sessionMock(null, { times: 1 }),
      signUpMock(input, registered),
      // After sign-up the session check sees the new, registering client.
      sessionMock({ isRegistration: true, acceptedTerms: false, otpVerification: false }),
    ]);
    // A link with clientId opens on Register.
    expect((await screen.findByRole('tab', { name: 'Register' })).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByLabelText('ID number'), { target: { value: VALID_ID } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'eight888' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/savings'));
  });

  it("shows the server's field messages beside the fields and the rest above the form", async () => {
    const input = { idType: 'rsa_id', idNumber: VALID_ID, email: 'thandi@example.com', password: 'eight888' };
    renderAt('/sign-in?mode=register', [
      sessionMock(null),
      signUpMock(input, {
        result: {
          errors: [
            {
              message: 'Some fields are not valid',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [
                  { field: 'idNumber', message: 'You have already signed up using this ID Number with another Imali account' },
                  { field: 'clientId', message: 'This sale belongs to another ID number' },
                ],
              },
            },
          ],
        },
      }),
    ]);
    fireEvent.change(await screen.findByLabelText('ID number'), { target: { value: VALID_ID } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' thandi@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'eight888' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    expect(await screen.findByText('You have already signed up using this ID Number with another Imali account')).toBeTruthy();
    expect(screen.getByTestId('register-error').textContent).toBe('This sale belongs to another ID number');
    expect(screen.getByTestId('location').textContent).toBe('/sign-in?mode=register');
  });

  it("shows the server's common-password message beside the password (the list is checked on the server only)", async () => {
    const input = { idType: 'rsa_id', idNumber: VALID_ID, email: null, password: 'password' };
    const refused = { message: COMMON_PASSWORD_MESSAGE, extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }] } };
    renderAt('/sign-in?mode=register', [sessionMock(null), signUpMock(input, { result: { errors: [refused] } })]);
    fireEvent.change(await screen.findByLabelText('ID number'), { target: { value: VALID_ID } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'password' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    // Beside the password field, not above the form.
    const message = await screen.findByText(COMMON_PASSWORD_MESSAGE);
    expect(message.closest('.field')?.querySelector('input')?.getAttribute('type')).toBe('password');
    expect(screen.queryByTestId('register-error')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/sign-in?mode=register');
  });

  it('offers a one-time PIN when sign-in is locked, and signs in with it', async () => {
    const throttled = { message: 'Too many sign-in attempts. Please wait 15 minutes, or sign in with a one-time PIN.', extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 900 } };
    renderAt('/sign-in?redirect=%2Fsavings', [
      sessionMock(null, { times: 1 }),
      { request: { query: ShellSignInDocument, variables: { input: { username: 'thandi@example.com', password: 'eight888' } } }, result: { errors: [throttled] } },
      { request: { query: ShellRequestSignInOtpDocument, variables: { username: 'thandi@example.com', communicationType: 'EMAIL' } }, result: { data: { requestSignInOTP: true } } },
      {
        request: { query: ShellSignInWithOtpDocument, variables: { username: 'thandi@example.com', OTP: '4321' } },
        result: { data: { signInWithOTP: { __typename: 'SignInResult', user: { __typename: 'User', id: 'u1', clientId: 'c1' } } } },
      },
      sessionMock({ isRegistration: false, acceptedTerms: true, otpVerification: true }),
    ]);
    fireEvent.change(await screen.findByLabelText('ID number or email'), { target: { value: 'thandi@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'eight888' } });
    expect(screen.queryByTestId('sign-in-pin')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    const pin = await screen.findByTestId('sign-in-pin');
    fireEvent.click(screen.getByLabelText('by email'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send me a PIN' })));
    await waitFor(() => expect(pin.textContent).toContain('If we have your details, the PIN is on its way by email.'));
    fireEvent.change(screen.getByLabelText('Enter your PIN'), { target: { value: '4321' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in with PIN' })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/savings'));
  });

  it("signing in from the sale's link (clientId) goes on to add the purchase to the account", async () => {
    renderAt('/sign-in?redirect=%2Ffuneral%2Fp1&clientId=g1', [
      sessionMock(null, { times: 1 }),
      {
        request: { query: ShellSignInDocument, variables: { input: { username: 'thandi@example.com', password: 'eight888' } } },
        result: { data: { signIn: { __typename: 'SignInResult', user: { __typename: 'User', id: 'u1', clientId: 'c1' } } } },
      },
      sessionMock({ isRegistration: false, acceptedTerms: true, otpVerification: true }),
    ]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Sign in' }));
    fireEvent.change(screen.getByLabelText('ID number or email'), { target: { value: 'thandi@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'eight888' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/link-purchase?clientId=g1&redirect=%2Ffuneral%2Fp1'));
  });

  it('asks the server about the ID number on blur and shows the existing-user message', async () => {
    renderAt('/sign-in?mode=register', [
      sessionMock(null),
      { request: { query: ShellHasExistingUserDocument, variables: { idNumber: VALID_ID, idType: 'rsa_id' } }, result: { data: { hasExistingUser: 'Imali' } } },
    ]);
    const idNumber = await screen.findByLabelText('ID number');
    fireEvent.change(idNumber, { target: { value: VALID_ID } });
    await act(async () => fireEvent.blur(idNumber));
    expect(await screen.findByText('You have already signed up using this ID Number with another Imali account')).toBeTruthy();
  });
});
