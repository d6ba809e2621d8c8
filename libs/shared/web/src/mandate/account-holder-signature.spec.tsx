/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SharedDebitOrderDocument, SharedResendDebitOrderSignLinkDocument } from '../gql/graphql';
import type { DebitOrder } from './debit-order-mandate-wizard';
import { AccountHolderSignature, RESEND_SIGN_LINK_ERROR, RESEND_SIGN_LINK_LABEL, RESEND_SIGN_LINK_SENDING_LABEL, holderSignatureTitle, signLinkSentText } from './account-holder-signature';

const ID = '6a1f3c7e-2b4d-4e8f-9a10-1b2c3d4e5f60';
const HOLDER = 'Zanele Khumalo';
const TOO_MANY = 'A new link can be sent 3 times a day. Please try again tomorrow.';

const debitOrder = (changes: Partial<Pick<DebitOrder, 'sentToThirdParty' | 'alreadySigned' | 'signLinkSentAt' | 'paymentType'>> & { status?: DebitOrder['mandate']['status'] } = {}): DebitOrder => ({
  __typename: 'DebitOrder',
  id: ID,
  paymentType: changes.paymentType ?? 'NAEDO',
  maxAmount: 150.5,
  bankAccount: { __typename: 'DebitOrderBankAccount', accountNo: '1234567890', bankName: 'Capitec Bank', accountHolderName: HOLDER },
  payDay: 25,
  nextDebitDate: '2026-12-25',
  associatedProducts: [{ __typename: 'DebitOrderProduct', amount: 150.5, description: 'Funeral cover IMF000000018' }],
  debitOrderMandateId: null,
  debitOrderMandateInvalid: false,
  mandate: { __typename: 'DebitOrderMandate', authenticationType: changes.paymentType === 'DEBI_CHECK' ? 'DEBICHECK' : 'WEB_SIGNATURE', status: changes.status ?? 'AWAITING_SIGNATURE' },
  alreadySigned: changes.alreadySigned ?? false,
  sentToThirdParty: changes.sentToThirdParty ?? true,
  signLinkSentAt: changes.signLinkSentAt === undefined ? '2026-11-10T08:00:00.000Z' : changes.signLinkSentAt,
});

const readMock = (order: DebitOrder): MockLink.MockedResponse => ({ request: { query: SharedDebitOrderDocument, variables: { id: ID } }, result: { data: { debitorder: order } } });
const resendMock = (answer: DebitOrder | { code: string; message: string } | Error, delay = 0, onCall?: () => void): MockLink.MockedResponse => ({
  request: { query: SharedResendDebitOrderSignLinkDocument, variables: { id: ID } },
  ...(answer instanceof Error
    ? { error: answer }
    : 'code' in answer
      ? { result: { errors: [{ message: answer.message, extensions: { code: answer.code } }] } }
      : {
          result: () => {
            onCall?.();
            return { data: { resendDebitOrderSignLink: answer } };
          },
        }),
  delay,
});

function renderCard(mocks: MockLink.MockedResponse[], why?: string) {
  return render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <AccountHolderSignature debitOrderId={ID} why={why} />
    </MockedProvider>,
  );
}

const button = () => within(screen.getByTestId('account-holder-signature')).getByTestId('resend-sign-link-button') as HTMLButtonElement;

describe('AccountHolderSignature (a third party signs; the client sends the link again)', () => {
  it('says who it waits for and when the link was sent', async () => {
    renderCard([readMock(debitOrder())], 'Your cover starts once they have signed.');
    const card = await screen.findByTestId('account-holder-signature');
    expect(within(card).getByRole('heading').textContent).toBe(holderSignatureTitle(HOLDER));
    expect(card.textContent).toContain(`This debit order is on ${HOLDER}'s account, so they sign it. We sent them a link to sign it on 10 Nov 2026; a link works for 14 days.`);
    expect(card.textContent).toContain('Your cover starts once they have signed.');
    expect(button().textContent).toBe(RESEND_SIGN_LINK_LABEL);
    expect(button().disabled).toBe(false);
  });

  it.each([
    ['the client’s own account', debitOrder({ sentToThirdParty: false })],
    ['a signed debit order', debitOrder({ status: 'SIGNED', alreadySigned: true })],
    ['a replaced one', debitOrder({ status: 'REPLACED' })],
    ['a DebiCheck one', debitOrder({ paymentType: 'DEBI_CHECK', status: 'SENT' })],
  ])('shows nothing for %s', async (_, order) => {
    const { container } = renderCard([readMock(order)]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toBe('');
  });

  it('sends once while sending (the button says so and is disabled), then says the new link is sent', async () => {
    let calls = 0;
    // The mock would answer a second call: only the button's own guard keeps it to one.
    renderCard([readMock(debitOrder()), { ...resendMock(debitOrder({ signLinkSentAt: '2026-11-27T09:00:00.000Z' }), 50, () => (calls += 1)), maxUsageCount: 2 }]);
    await screen.findByTestId('account-holder-signature');
    act(() => {
      fireEvent.click(button());
      fireEvent.click(button());
    });
    expect(button().textContent).toBe(RESEND_SIGN_LINK_SENDING_LABEL);
    expect(button().disabled).toBe(true);
    expect((await screen.findByTestId('sign-link-sent')).textContent).toBe(signLinkSentText(HOLDER));
    expect(calls).toBe(1);
    expect(button().textContent).toBe(RESEND_SIGN_LINK_LABEL);
    expect(button().disabled).toBe(false);
    // The answer updates the cached debit order: the date it was sent.
    await waitFor(() => expect(screen.getByTestId('account-holder-signature').textContent).toContain('on 27 Nov 2026'));
    expect(screen.queryByTestId('sign-link-error')).toBeNull();
  });

  it('shows the server’s reason when it refuses (too many today), and can be tried again', async () => {
    renderCard([readMock(debitOrder()), resendMock({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY })]);
    await screen.findByTestId('account-holder-signature');
    await act(async () => fireEvent.click(button()));
    expect((await screen.findByTestId('sign-link-error')).textContent).toContain(TOO_MANY);
    expect(screen.queryByTestId('sign-link-sent')).toBeNull();
    expect(button().disabled).toBe(false);
  });

  it('says it could not send when Imali cannot be reached', async () => {
    renderCard([readMock(debitOrder()), resendMock(new Error('offline'))]);
    await screen.findByTestId('account-holder-signature');
    await act(async () => fireEvent.click(button()));
    expect((await screen.findByTestId('sign-link-error')).textContent).toContain(RESEND_SIGN_LINK_ERROR);
  });
});
