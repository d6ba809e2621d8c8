/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../../session/route-guard';
import { asReturningClient, sessionMock } from '../../session/session-mocks';
import { OtpScreen } from './otp-screen';
import { ShellConfirmOtpDocument, ShellOtpScreenDocument, ShellRequestOtpCallBackDocument, ShellSendOtpDocument, type CommunicationType } from '../../gql/graphql';

const NOW = new Date('2026-03-02T08:00:00.000Z').getTime();
const at = (ms: number) => new Date(NOW + ms).toISOString();

const person = { __typename: 'Client', id: 'c1', firstNames: 'Thandi', surname: 'Mokoena', email: 'thandi@example.com', cellNumbers: ['0821234567'] };

function otpStatus(overrides: object = {}) {
  return {
    __typename: 'OtpStatus',
    communicationType: 'SMS',
    destination: '082 *** **67',
    expiresAt: at(30 * 60_000),
    resendAvailableAt: at(30_000),
    attemptsLeft: 3,
    blocked: false,
    ...overrides,
  };
}

const screenMock = (status: object | null, client: object = person) => ({
  request: { query: ShellOtpScreenDocument },
  result: { data: { otpStatus: status, myClient: client } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const sendMock = (communicationType: CommunicationType, result: object | (() => object)) => ({
  request: { query: ShellSendOtpDocument, variables: { communicationType } },
  result,
});

const sent = (overrides: object = {}) => ({ data: { sendOTP: otpStatus(overrides) } });

const confirmMock = (OTP: string, result: object) => ({ request: { query: ShellConfirmOtpDocument, variables: { OTP } }, result });

const graphQLError = (message: string, extensions: object) => ({ errors: [{ message, extensions }] });

function renderOtp(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter>
        <OtpScreen />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const otpInput = () => screen.getByLabelText('Enter your OTP') as HTMLInputElement;
const verifyButton = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
const resendButton = () => screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement;
const enter = (code: string) => fireEvent.change(otpInput(), { target: { value: code } });
const verify = () => act(async () => fireEvent.click(verifyButton()));

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('OtpScreen (spec §4.5, §8, §9)', () => {
  beforeEach(() => asReturningClient());
  afterEach(() => localStorage.clear());
  it('sends an OTP by SMS on entry and says where it went and when it expires', async () => {
    const send = jest.fn(() => sent());
    renderOtp([screenMock(null), sendMock('SMS', send)]);
    expect(screen.getByTestId('otp-screen')).toBeTruthy();
    const destination = await screen.findByTestId('otp-destination');
    expect(destination.textContent).toBe('We sent a 4-digit OTP by SMS to 082 *** **67. It expires in 30 minutes.');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not send another OTP while a live one exists', async () => {
    const send = jest.fn(() => sent());
    renderOtp([screenMock(otpStatus({ expiresAt: at(12 * 60_000 - 1000), resendAvailableAt: at(-1000) })), sendMock('SMS', send)]);
    expect((await screen.findByTestId('otp-destination')).textContent).toContain('It expires in 12 minutes.');
    expect(send).not.toHaveBeenCalled();
    expect(resendButton().disabled).toBe(false);
  });

  it('takes 4 digits only and enables Verify only with all 4', async () => {
    renderOtp([screenMock(otpStatus())]);
    await screen.findByTestId('otp-destination');
    expect(otpInput().getAttribute('inputmode')).toBe('numeric');
    expect(otpInput().maxLength).toBe(4);
    expect(otpInput().autocomplete).toBe('one-time-code');
    expect(verifyButton().disabled).toBe(true);
    enter('12a');
    expect(otpInput().value).toBe('12');
    expect(verifyButton().disabled).toBe(true);
    enter('123456');
    expect(otpInput().value).toBe('1234');
    expect(verifyButton().disabled).toBe(false);
  });

  it('locks Resend for 30 seconds after a send, with a countdown, then sends again', async () => {
    const first = jest.fn(() => sent());
    const second = jest.fn(() => sent({ expiresAt: at(31 * 60_000), resendAvailableAt: at(61_000) }));
    renderOtp([screenMock(null), sendMock('SMS', first), sendMock('SMS', second)]);
    await screen.findByTestId('otp-destination');
    expect(resendButton().disabled).toBe(true);
    expect(screen.getByTestId('otp-resend-countdown').textContent).toBe('You can ask for a new OTP in 30 seconds.');
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByTestId('otp-resend-countdown').textContent).toBe('You can ask for a new OTP in 20 seconds.');
    expect(screen.getByRole('button', { name: 'Send to my email instead' })).toHaveProperty('disabled', true);
    act(() => jest.advanceTimersByTime(20_000));
    expect(resendButton().disabled).toBe(false);
    expect(screen.queryByTestId('otp-resend-countdown')).toBeNull();
    await act(async () => fireEvent.click(resendButton()));
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect((await screen.findByTestId('otp-notice')).textContent).toBe('A new OTP is on its way by SMS.');
    expect(resendButton().disabled).toBe(true);
  });

  it('waits calmly when the server says it is too soon (TOO_MANY_REQUESTS)', async () => {
    renderOtp([
      screenMock(otpStatus({ resendAvailableAt: at(-1000) })),
      sendMock('SMS', graphQLError('Please wait 12 seconds before asking for another OTP.', { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 12 })),
    ]);
    await screen.findByTestId('otp-destination');
    await act(async () => fireEvent.click(resendButton()));
    expect((await screen.findByTestId('otp-notice')).textContent).toBe('Please wait 12 seconds before asking for another OTP.');
    expect(screen.getByTestId('otp-notice').getAttribute('role')).toBe('status');
    expect(resendButton().disabled).toBe(true);
    expect(screen.getByTestId('otp-resend-countdown').textContent).toBe('You can ask for a new OTP in 12 seconds.');
  });

  it('switches the channel: "Send to my email instead", then "Send by SMS instead"', async () => {
    const email = jest.fn(() => sent({ communicationType: 'EMAIL', destination: 't*****@example.com' }));
    renderOtp([screenMock(otpStatus({ resendAvailableAt: at(-1000) })), sendMock('EMAIL', email)]);
    await screen.findByTestId('otp-destination');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send to my email instead' })));
    await waitFor(() => expect(email).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('otp-destination').textContent).toBe(
      'We sent a 4-digit OTP by email to t*****@example.com. It expires in 30 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Send by SMS instead' })).toBeTruthy();
  });

  it('offers no e-mail channel without an e-mail address', async () => {
    renderOtp([screenMock(otpStatus(), { ...person, email: null })]);
    await screen.findByTestId('otp-destination');
    expect(screen.queryByRole('button', { name: 'Send to my email instead' })).toBeNull();
  });

  it('says "Oops, incorrect OTP" with the attempts left, and clears the code', async () => {
    const detail = "The OTP you've entered was incorrect. Please Try again. You have 2 attempts left.";
    renderOtp([
      screenMock(otpStatus()),
      confirmMock('1111', graphQLError('Oops, incorrect OTP', { code: 'OTP_INCORRECT', detail, attemptsLeft: 2 })),
    ]);
    await screen.findByTestId('otp-destination');
    enter('1111');
    await verify();
    const notice = await screen.findByTestId('otp-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe(`Oops, incorrect OTP${detail}`);
    expect(otpInput().value).toBe('');
    expect(verifyButton().disabled).toBe(true);
  });

  it('shows the expiry message for an expired OTP', async () => {
    const message = 'Your OTP has expired - Resend to get a new one. You have 2 attempts left.';
    renderOtp([screenMock(otpStatus()), confirmMock('2222', graphQLError(message, { code: 'OTP_EXPIRED', attemptsLeft: 2 }))]);
    await screen.findByTestId('otp-destination');
    enter('2222');
    await verify();
    expect((await screen.findByTestId('otp-notice')).textContent).toBe(message);
  });

  it('after 3 wrong attempts: the blocked messages and a call-back request, made once', async () => {
    const createLead = jest.fn(() => ({ data: { createLead: { __typename: 'Lead', id: 'lead-1' } } }));
    let leadInput: Record<string, unknown> = {};
    renderOtp([
      screenMock(otpStatus({ attemptsLeft: 1 })),
      confirmMock(
        '3333',
        graphQLError('You have exceed the maximum number of OTP attempts.', {
          code: 'OTP_BLOCKED',
          detail: 'Request a call back and our team will help you get back on track!',
        }),
      ),
      {
        request: {
          query: ShellRequestOtpCallBackDocument,
          variables: (variables: { input: Record<string, unknown> }) => {
            leadInput = variables.input;
            return true;
          },
        },
        result: createLead,
      },
    ]);
    await screen.findByTestId('otp-destination');
    enter('3333');
    await verify();
    const blocked = await screen.findByTestId('otp-blocked');
    expect(blocked.textContent).toContain('You have exceed the maximum number of OTP attempts.');
    expect(blocked.textContent).toContain('Request a call back and our team will help you get back on track!');
    expect(screen.queryByLabelText('Enter your OTP')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Request a call back' })));
    const thanks = await screen.findByTestId('otp-call-back-sent');
    expect(thanks.textContent).toBe('Thank You!We will be in touch shortly.');
    expect(createLead).toHaveBeenCalledTimes(1);
    expect(leadInput).toEqual({
      firstName: 'Thandi',
      surname: 'Mokoena',
      cellNumber: '0821234567',
      email: 'thandi@example.com',
      talkAbout: 'Other',
      message: 'OTP blocked: please call back',
      routing: 'otp',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(screen.queryByRole('button', { name: 'Request a call back' })).toBeNull();
  });

  it('shows the blocked state straight away when the status says so, without sending', async () => {
    const send = jest.fn(() => sent());
    renderOtp([screenMock(otpStatus({ blocked: true, attemptsLeft: 0 })), sendMock('SMS', send)]);
    expect(await screen.findByTestId('otp-blocked')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the call-back key on a retry after a failure', async () => {
    const keys: string[] = [];
    const leadMock = (result: object) => ({
      request: {
        query: ShellRequestOtpCallBackDocument,
        variables: (variables: { input: { idempotencyKey: string } }) => {
          keys.push(variables.input.idempotencyKey);
          return true;
        },
      },
      result,
    });
    renderOtp([
      screenMock(otpStatus({ blocked: true, attemptsLeft: 0 })),
      leadMock(graphQLError('Too many requests. Please try again in a minute.', { code: 'TOO_MANY_REQUESTS' })),
      leadMock({ data: { createLead: { __typename: 'Lead', id: 'lead-2' } } }),
    ]);
    const requestCallBack = await screen.findByRole('button', { name: 'Request a call back' });
    await act(async () => fireEvent.click(requestCallBack));
    expect((await screen.findByTestId('otp-call-back-error')).textContent).toBe('Too many requests. Please try again in a minute.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Request a call back' })));
    expect(await screen.findByTestId('otp-call-back-sent')).toBeTruthy();
    expect(new Set(keys).size).toBe(1);
  });

  it('offers Try again when the first OTP cannot be sent', async () => {
    renderOtp([
      screenMock(null),
      sendMock('SMS', graphQLError('The SMS service is not available', { code: 'INTERNAL_SERVER_ERROR' })),
      sendMock('SMS', sent()),
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('The SMS service is not available');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByTestId('otp-destination')).toBeTruthy();
  });

  it('on the right code the session check runs again and the guard shows the page', async () => {
    render(
      <MockedProvider
        mocks={[
          sessionMock({ otpVerification: false }, { times: 1 }),
          screenMock(otpStatus()),
          confirmMock('4321', { data: { confirmOTP: true } }),
          sessionMock({ otpVerification: true }),
        ]}
        mockLinkDefaultOptions={{ delay: 0 }}
      >
        <MemoryRouter initialEntries={['/savings']}>
          <Routes>
            <Route element={<RouteGuard />}>
              <Route path="/savings" element={<p data-testid="savings-page">Savings</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </MockedProvider>,
    );
    await screen.findByTestId('otp-destination');
    enter('4321');
    await verify();
    expect(await screen.findByTestId('savings-page')).toBeTruthy();
    expect(screen.queryByTestId('otp-screen')).toBeNull();
  });
});
