/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { SIGNATURE_FORMAT_MESSAGE, SIGNATURE_REQUIRED_MESSAGE } from '@imali/shared/domain';
import { SharedDebitOrderDocument, SharedUpdateDebitOrderDocument, type DebitOrderMandateStatus, type DebitOrderPaymentType } from '../gql/graphql';
import { DebitOrderMandateWizard, type DebitOrder } from './debit-order-mandate-wizard';
import { mandateRoute, payDayText } from './mandate-wizard-steps';
import { DRAWN_SIGNATURE, stubDrawing } from '../testing/signature-pad-stub';

// The drawing surface is a canvas (jsdom has none): a stand-in that "draws" what the test says.
jest.mock('./signature-pad-field', () => jest.requireActual('../testing/signature-pad-stub').signaturePadFieldStub);
const PNG = DRAWN_SIGNATURE;
const drawing = stubDrawing;

const NOW = new Date('2026-11-25T10:00:00Z');
const ID = '6a1f3c7e-2b4d-4e8f-9a10-1b2c3d4e5f60';

const debitOrder = (changes: { paymentType?: DebitOrderPaymentType; status?: DebitOrderMandateStatus; alreadySigned?: boolean } = {}): DebitOrder => {
  const paymentType = changes.paymentType ?? 'NAEDO';
  return {
    __typename: 'DebitOrder',
    id: ID,
    paymentType,
    maxAmount: 1150.5,
    bankAccount: { __typename: 'DebitOrderBankAccount', accountNo: '1234567890', bankName: 'Capitec Bank', accountHolderName: 'Thandi Mokoena' },
    payDay: 25,
    nextDebitDate: '2026-11-25',
    associatedProducts: [{ __typename: 'DebitOrderProduct', amount: 150.5, description: 'Credit life cover' }],
    debitOrderMandateId: null,
    debitOrderMandateInvalid: changes.status === 'REJECTED' || changes.status === 'EXPIRED' || changes.status === 'CANCELLED',
    mandate: { __typename: 'DebitOrderMandate', authenticationType: paymentType === 'DEBI_CHECK' ? 'DEBICHECK' : 'WEB_SIGNATURE', status: changes.status ?? 'AWAITING_SIGNATURE' },
    alreadySigned: changes.alreadySigned ?? false,
    sentToThirdParty: false,
    signLinkSentAt: null,
  };
};

const readMock = (answer: DebitOrder | { code: string; message: string } | Error): MockLink.MockedResponse => ({
  request: { query: SharedDebitOrderDocument, variables: { id: ID } },
  ...(answer instanceof Error ? { error: answer } : 'code' in answer ? { result: { errors: [{ message: answer.message, extensions: { code: answer.code } }] } } : { result: { data: { debitorder: answer } } }),
});

const signVariables = { id: ID, input: { signature: { type: 'WEB_SIGNATURE', signature: PNG, timestamp: NOW.toISOString() } } };
const signMock = (result: MockLink.MockedResponse['result'] | Error, delay = 0): MockLink.MockedResponse => ({
  request: { query: SharedUpdateDebitOrderDocument, variables: signVariables },
  ...(result instanceof Error ? { error: result } : { result }),
  delay,
});
const signed = () => ({ data: { updateDebitOrder: debitOrder({ status: 'SIGNED', alreadySigned: true }) } });

function renderWizard(mocks: MockLink.MockedResponse[], props: { policyDocumentsHref?: string } = {}) {
  const onDone = jest.fn();
  const view = render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter>
        <DebitOrderMandateWizard debitOrderId={ID} onDone={onDone} now={() => NOW} {...props} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { ...view, onDone };
}

const step = () => screen.getByTestId('mandate-step');
const click = (name: string) => act(async () => fireEvent.click(within(step()).getByRole('button', { name })));

/** From confirm2 through confirm to the sign step. */
async function toSign() {
  await screen.findByTestId('mandate-confirm2');
  await click('Confirm');
  await screen.findByTestId('mandate-confirm');
  await click('Confirm');
  await screen.findByTestId('mandate-sign');
  await screen.findByTestId('signature-pad');
}

beforeEach(() => {
  drawing.next = PNG;
});

describe('mandate routing (section 4.1)', () => {
  it.each([
    [{ alreadySigned: true, paymentType: 'DEBI_CHECK', status: 'APPROVED' }, 'signed'],
    [{ alreadySigned: true, paymentType: 'NAEDO', status: 'SIGNED' }, 'signed'],
    [{ alreadySigned: false, paymentType: 'DEBI_CHECK', status: 'SENT' }, 'debiCheck'],
    [{ alreadySigned: false, paymentType: 'NAEDO', status: 'AWAITING_SIGNATURE' }, 'confirm2'],
    [{ alreadySigned: false, paymentType: 'DO', status: 'AWAITING_SIGNATURE' }, 'confirm2'],
  ] as const)('%p → %s', (order, expected) => {
    expect(mandateRoute(order)).toBe(expected);
  });

  it.each([
    [1, 'The 1st of every month'],
    [2, 'The 2nd of every month'],
    [3, 'The 3rd of every month'],
    [11, 'The 11th of every month'],
    [22, 'The 22nd of every month'],
    [25, 'The 25th of every month'],
    [31, 'The last day of every month'],
  ])('pay day %i reads "%s"', (day, text) => {
    expect(payDayText(day)).toBe(text);
  });
});

describe('DebitOrderMandateWizard', () => {
  it('loads, then shows a signed mandate as "You are all set" with Done only when no documents link is given', async () => {
    const { onDone } = renderWizard([readMock(debitOrder({ status: 'SIGNED', alreadySigned: true }))]);
    expect(screen.getByTestId('spinner')).toBeTruthy();
    await screen.findByTestId('mandate-signed');
    expect(screen.getByTestId('debit-order-mandate-step-text').textContent).toBe('You are all set');
    expect(within(step()).queryByRole('link', { name: 'View Policy Document(s)' })).toBeNull();
    await click('Done');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("offers 'View Policy Document(s)' when a documents link is given", async () => {
    renderWizard([readMock(debitOrder({ paymentType: 'DEBI_CHECK', status: 'APPROVED', alreadySigned: true }))], { policyDocumentsHref: '/documents' });
    await screen.findByTestId('mandate-signed');
    expect(within(step()).getByRole('link', { name: 'View Policy Document(s)' }).getAttribute('href')).toBe('/documents');
    expect(within(step()).getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('tells a DebiCheck client the request was sent, with the 3-day support notice', async () => {
    renderWizard([readMock(debitOrder({ paymentType: 'DEBI_CHECK', status: 'SENT' }))]);
    await screen.findByTestId('mandate-debicheck');
    expect(screen.getByTestId('debit-order-mandate-step-text').textContent).toBe('We have sent you a Debicheck request');
    expect(screen.getByTestId('debicheck-support').textContent).toBe('If nothing arrives within 3 days, contact support on info@imali.co.za.');
    expect(within(step()).queryByRole('button', { name: 'Send the request again' })).toBeNull();
  });

  it('lets a declined DebiCheck request be sent again by signing', async () => {
    renderWizard([readMock(debitOrder({ paymentType: 'DEBI_CHECK', status: 'REJECTED' }))]);
    await screen.findByTestId('mandate-debicheck');
    await click('Send the request again');
    await screen.findByTestId('mandate-sign');
  });

  it('confirms the mandate and the account (masked but for its last 4 digits), signs and is all set', async () => {
    renderWizard([readMock(debitOrder()), signMock(signed(), 20)]);
    await screen.findByTestId('mandate-confirm2');
    expect(screen.getByTestId('debit-order-mandate-step-text').textContent).toBe('We need confirmation on your information');
    const terms = screen.getByTestId('mandate-terms').textContent ?? '';
    for (const text of ['R\u00a01\u00a0150.50', 'The 25th of every month', '25 Nov 2026', 'Credit life cover: R\u00a0150.50']) expect(terms).toContain(text);
    await click('Confirm');
    await screen.findByTestId('mandate-confirm');
    expect(screen.getByTestId('debit-order-mandate-step-text').textContent).toBe('We need confirmation on your information');
    const account = screen.getByTestId('mandate-account').textContent ?? '';
    expect(account).toContain('Capitec Bank');
    expect(account).toContain('••••••7890');
    expect(account).not.toContain('1234567890');
    expect(account).toContain('Thandi Mokoena');
    await click('Confirm');
    await screen.findByTestId('signature-pad');
    const submit = within(step()).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByTestId('signature-pad')));
    expect(submit.disabled).toBe(false);
    await act(async () => fireEvent.click(submit));
    expect(screen.getByTestId('mandate-submitting')).toBeTruthy();
    await screen.findByTestId('mandate-done', undefined, { timeout: 2000 });
    await screen.findByTestId('mandate-signed', undefined, { timeout: 3000 });
    expect(screen.getByTestId('debit-order-mandate-step-text').textContent).toBe('You are all set');
  });

  it('sends one mutation for a double click on Submit', async () => {
    const answer = jest.fn(signed);
    renderWizard([readMock(debitOrder()), { ...signMock(undefined, 20), result: answer }]);
    await toSign();
    await act(async () => fireEvent.click(screen.getByTestId('signature-pad')));
    const submit = within(step()).getByRole('button', { name: 'Submit' });
    await act(async () => {
      submit.click();
      submit.click();
    });
    await screen.findByTestId('mandate-signed', undefined, { timeout: 3000 });
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('clears the drawing: Submit is disabled again', async () => {
    renderWizard([readMock(debitOrder())]);
    await toSign();
    await act(async () => fireEvent.click(screen.getByTestId('signature-pad')));
    await click('Clear');
    expect((within(step()).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the drawing with the shared rule before sending anything', async () => {
    drawing.next = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
    renderWizard([readMock(debitOrder())]);
    await toSign();
    await act(async () => fireEvent.click(screen.getByTestId('signature-pad')));
    await click('Submit');
    expect(screen.getByTestId('signature-message').textContent).toBe(SIGNATURE_FORMAT_MESSAGE);
    expect(screen.getByTestId('mandate-sign')).toBeTruthy();
  });

  it("shows the server's signature message on the sign step", async () => {
    renderWizard([
      readMock(debitOrder()),
      signMock({ errors: [{ message: SIGNATURE_REQUIRED_MESSAGE, extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'signature.signature', message: SIGNATURE_REQUIRED_MESSAGE }] } }] }),
    ]);
    await toSign();
    await act(async () => fireEvent.click(screen.getByTestId('signature-pad')));
    await click('Submit');
    await waitFor(() => expect(screen.getByTestId('signature-message').textContent).toBe(SIGNATURE_REQUIRED_MESSAGE));
    expect((within(step()).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers Try again when the signature could not be sent, and sends the same signature again', async () => {
    renderWizard([readMock(debitOrder()), signMock(new Error('offline')), signMock(signed())]);
    await toSign();
    await act(async () => fireEvent.click(screen.getByTestId('signature-pad')));
    await click('Submit');
    await screen.findByTestId('mandate-submit-error');
    expect(screen.getByTestId('mandate-submit-error-message').textContent).toContain('We could not reach Imali');
    await click('Try again');
    await screen.findByTestId('mandate-signed', undefined, { timeout: 3000 });
  });

  it("says another client's or a missing debit order was not found", async () => {
    const { onDone } = renderWizard([readMock({ code: 'NOT_FOUND', message: 'Debit order not found' })]);
    await screen.findByTestId('mandate-not-found');
    expect(screen.getByText('We could not find this debit order')).toBeTruthy();
    await click('Done');
    expect(onDone).toHaveBeenCalled();
  });

  it('says a replaced debit order was replaced, and offers no signing', async () => {
    renderWizard([readMock(debitOrder({ status: 'REPLACED' }))]);
    await screen.findByTestId('mandate-replaced');
    expect(screen.getByText('This debit order has been replaced by a newer one')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('says a cancelled debit order is cancelled', async () => {
    renderWizard([readMock(debitOrder({ status: 'CANCELLED' }))]);
    await screen.findByTestId('mandate-cancelled');
    expect(screen.getByText('This debit order has been cancelled')).toBeTruthy();
  });

  it('shows a load failure with Try again, which reads it again', async () => {
    renderWizard([readMock(new Error('offline')), readMock(debitOrder())]);
    await screen.findByTestId('mandate-load-error');
    expect(screen.getByTestId('mandate-load-error').textContent).toContain('An error has occurred');
    await click('Try again');
    await screen.findByTestId('mandate-confirm2');
  });
});
