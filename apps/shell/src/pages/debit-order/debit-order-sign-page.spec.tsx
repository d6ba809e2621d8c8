/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { SharedDebitOrderToSignDocument, SharedSignDebitOrderWithTokenDocument, SIGN_LINK_EXPIRED_TITLE, SIGN_LINK_PROBLEM_TITLE, SIGN_LINK_SUPERSEDED_TITLE } from '@imali/shared/web';
import { DRAWN_SIGNATURE } from '@imali/shared/web/testing';
import { ShellMeDocument } from '../../gql/graphql';
import { RemotesProvider } from '../../remotes/remotes-context';
import { AppRoutes } from '../../app/app-routes';

// The drawing surface is a canvas (jsdom has none): the shared stand-in "draws" DRAWN_SIGNATURE.
jest.mock('../../../../../libs/shared/web/src/mandate/signature-pad-field', () => jest.requireActual('@imali/shared/web/testing').signaturePadFieldStub);

const TOKEN = 'eyJwdXJwb3NlIjoic2lnbi1kZWJpdC1vcmRlciJ9.c2lnbmF0dXJl';
const EXPIRED_MESSAGE = 'This signing link has expired. The person who asked you to sign can send you a new link from their Imali account.';
const SUPERSEDED_MESSAGE = 'A newer signing link has been sent for this debit order. Please use the link in the latest message.';
const INVALID_MESSAGE = 'This signing link is not valid. Please ask the person who asked you to sign to contact Imali for a new link.';

const meMock: MockLink.MockedResponse = {
  request: { query: ShellMeDocument },
  result: { data: { me: null, myClient: null } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const toSign = (changes: { status?: 'AWAITING_SIGNATURE' | 'SIGNED'; alreadySigned?: boolean } = {}) => ({
  __typename: 'DebitOrderToSign' as const,
  paymentType: 'NAEDO' as const,
  maxAmount: 150.5,
  payDay: 25,
  nextDebitDate: '2026-12-25',
  associatedProducts: [{ __typename: 'DebitOrderProduct' as const, amount: 150.5, description: 'Funeral cover IMF000000018' }],
  bankName: 'Capitec Bank',
  accountNoLast4: '9005',
  accountHolderName: 'Zanele Khumalo',
  requestedBy: 'Ayanda D.',
  status: changes.status ?? 'AWAITING_SIGNATURE',
  alreadySigned: changes.alreadySigned ?? false,
});

const readMock = (answer: ReturnType<typeof toSign> | { code: string; message: string; reason?: string }): MockLink.MockedResponse => ({
  request: { query: SharedDebitOrderToSignDocument, variables: { token: TOKEN } },
  result:
    'code' in answer
      ? { errors: [{ message: answer.message, extensions: { code: answer.code, ...(answer.reason ? { reason: answer.reason } : {}) } }] }
      : { data: { debitOrderToSign: answer } },
});

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={[meMock, ...mocks]} mockLinkDefaultOptions={{ delay: 0 }}>
      <RemotesProvider loadManifest={async () => []} register={() => undefined}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </RemotesProvider>
    </MockedProvider>,
  );
}

const step = () => screen.getByTestId('mandate-step');
const click = (name: string) => act(async () => fireEvent.click(within(step()).getByRole('button', { name })));

describe('/debit-order/sign?token= (a third party signs without a sign-in)', () => {
  it('shows a visitor the terms, who asked and the account masked to its last 4 digits, then signs with the token', async () => {
    const signed = jest.fn(() => ({ data: { signDebitOrderWithToken: toSign({ status: 'SIGNED', alreadySigned: true }) } }));
    renderAt(`/debit-order/sign?token=${TOKEN}`, [
      readMock(toSign()),
      {
        request: {
          query: SharedSignDebitOrderWithTokenDocument,
          variables: (vars: Record<string, unknown>) => {
            const input = vars['input'] as { signature: { type: string; signature: string; timestamp: string } };
            return vars['token'] === TOKEN && input.signature.type === 'WEB_SIGNATURE' && input.signature.signature === DRAWN_SIGNATURE && !Number.isNaN(Date.parse(input.signature.timestamp));
          },
        },
        result: signed,
      },
    ]);
    const confirm2 = await screen.findByTestId('mandate-confirm2', undefined, { timeout: 3000 });
    expect(screen.queryByTestId('sign-in-page')).toBeNull();
    expect(within(confirm2).getByTestId('mandate-requested-by').textContent).toBe('Ayanda D. asked you to authorise this debit order from your account.');
    expect(within(confirm2).getByTestId('mandate-terms').textContent).toContain('Funeral cover IMF000000018');
    await click('Confirm');
    const account = await screen.findByTestId('mandate-account');
    expect(account.textContent).toContain('Capitec Bank');
    expect(account.textContent).toContain('9005');
    expect(account.textContent).toContain('Zanele Khumalo');
    await click('Confirm');
    await act(async () => fireEvent.click(await screen.findByTestId('signature-pad')));
    await click('Submit');
    await screen.findByTestId('mandate-done');
    expect(signed).toHaveBeenCalledTimes(1);
    await screen.findByTestId('mandate-signed', undefined, { timeout: 3000 });
    await click('Done');
    expect((await screen.findByTestId('debit-order-sign-closed')).textContent).toContain('Thank you. You can close this page.');
  });

  it('an expired link says it has expired and that the client can send a new one, with nothing to sign', async () => {
    renderAt(`/debit-order/sign?token=${TOKEN}`, [readMock({ code: 'BAD_USER_INPUT', message: EXPIRED_MESSAGE, reason: 'EXPIRED' })]);
    const problem = await screen.findByTestId('mandate-link-invalid', undefined, { timeout: 3000 });
    expect(within(problem).getByRole('heading').textContent).toBe(SIGN_LINK_EXPIRED_TITLE);
    expect(problem.textContent).toContain(EXPIRED_MESSAGE);
    expect(screen.queryByTestId('signature-pad')).toBeNull();
  });

  it('a link a newer one replaced says so', async () => {
    renderAt(`/debit-order/sign?token=${TOKEN}`, [readMock({ code: 'BAD_USER_INPUT', message: SUPERSEDED_MESSAGE, reason: 'SUPERSEDED' })]);
    const problem = await screen.findByTestId('mandate-link-invalid', undefined, { timeout: 3000 });
    expect(within(problem).getByRole('heading').textContent).toBe(SIGN_LINK_SUPERSEDED_TITLE);
    expect(problem.textContent).toContain(SUPERSEDED_MESSAGE);
  });

  it('a forged or unknown link cannot be used', async () => {
    renderAt(`/debit-order/sign?token=${TOKEN}`, [readMock({ code: 'BAD_USER_INPUT', message: INVALID_MESSAGE })]);
    const problem = await screen.findByTestId('mandate-link-invalid', undefined, { timeout: 3000 });
    expect(within(problem).getByRole('heading').textContent).toBe(SIGN_LINK_PROBLEM_TITLE);
    expect(problem.textContent).toContain(INVALID_MESSAGE);
  });

  it('a link without its token says it is not complete', async () => {
    renderAt('/debit-order/sign', []);
    const problem = await screen.findByTestId('mandate-link-invalid', undefined, { timeout: 3000 });
    expect(problem.textContent).toContain('The link is not complete');
  });

  it('an already signed debit order shows it is in place (nothing to sign again)', async () => {
    renderAt(`/debit-order/sign?token=${TOKEN}`, [readMock(toSign({ status: 'SIGNED', alreadySigned: true }))]);
    await screen.findByTestId('mandate-signed', undefined, { timeout: 3000 });
    expect(screen.queryByTestId('signature-pad')).toBeNull();
  });
});
