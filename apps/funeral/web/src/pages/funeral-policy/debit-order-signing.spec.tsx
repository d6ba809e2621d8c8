/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { DRAWN_SIGNATURE } from '@imali/shared/web/testing';
import { fakeFuneralServer } from '../../testing/fake-funeral-server';
import { clickOn, variablesOf } from '../../testing/queries';
import { currentLocation, readable, renderWith } from '../../testing/render';
import FuneralRoutes from '../../routes';
import { fixturePolicy } from './policy.fixtures';

// The signature box is a canvas (jsdom has none): shared web's stand-in "draws" a PNG when clicked.
jest.mock('../../../../../../libs/shared/web/src/mandate/signature-pad-field', () => jest.requireActual('@imali/shared/web/testing').signaturePadFieldStub);

const DEBIT_ORDER_ID = '6a1f3c7e-2b4d-4e8f-9a10-1b2c3d4e5f60';

const debitOrder = ({
  paymentType = 'NAEDO',
  status = 'AWAITING_SIGNATURE',
  alreadySigned = false,
  sentToThirdParty = false,
  signLinkSentAt = null,
}: { paymentType?: string; status?: string; alreadySigned?: boolean; sentToThirdParty?: boolean; signLinkSentAt?: string | null } = {}) => ({
  id: DEBIT_ORDER_ID,
  paymentType,
  maxAmount: 210,
  bankAccount: { accountNo: '1234567890', bankName: 'Capitec Bank', accountHolderName: 'Thandiwe Mokoena' },
  payDay: 25,
  nextDebitDate: '2026-12-25',
  associatedProducts: [{ amount: 210, description: 'Funeral cover IMF000000018' }],
  debitOrderMandateId: null,
  debitOrderMandateInvalid: false,
  mandate: { authenticationType: paymentType === 'DEBI_CHECK' ? 'DEBICHECK' : 'WEB_SIGNATURE', status },
  alreadySigned,
  sentToThirdParty,
  signLinkSentAt,
});

/** A DORMANT policy sold in the chat (NAEDO), its debit order at identity as `order` says; updateDebitOrder signs it. */
function renderPolicy({ order = () => debitOrder(), path = '/funeral/p1', policy = {} }: { order?: () => unknown; path?: string; policy?: Record<string, unknown> } = {}) {
  let current = order;
  const server = fakeFuneralServer({
    funeral: () => fixturePolicy({ state: 'DORMANT', stateLabel: 'Dormant', firstActivated: null, debitOrderId: DEBIT_ORDER_ID, ...policy }),
    resolvers: {
      debitorder: ({ id }: { id: string }) => {
        if (id !== DEBIT_ORDER_ID) throw new GraphQLError('Debit order not found', { extensions: { code: 'NOT_FOUND' } });
        return current();
      },
      updateDebitOrder: () => {
        current = () => debitOrder({ status: 'SIGNED', alreadySigned: true });
        return current();
      },
      // The holder's link sent again: the order as it was, with the new time.
      resendDebitOrderSignLink: () => {
        const was = current() as Record<string, unknown>;
        current = () => ({ ...was, signLinkSentAt: '2026-11-27T09:00:00.000Z' });
        return current();
      },
    },
  });
  renderWith(<FuneralRoutes />, { link: server.link, path });
  return server;
}

const inWizard = () => within(screen.getByTestId('mandate-step'));

/** confirm2, confirm, sign (drawn), Submit; then the wizard's 'You are all set' and Done. */
async function signInWizard() {
  await screen.findByTestId('mandate-confirm2');
  await clickOn(inWizard().getByRole('button', { name: 'Confirm' }));
  await screen.findByTestId('mandate-confirm');
  await clickOn(inWizard().getByRole('button', { name: 'Confirm' }));
  await clickOn(await screen.findByTestId('signature-pad'));
  await clickOn(inWizard().getByRole('button', { name: 'Submit' }));
  await screen.findByTestId('mandate-signed', undefined, { timeout: 3000 });
  await clickOn(inWizard().getByRole('button', { name: 'Done' }));
}

describe('/funeral/:id debit order signing', () => {
  it('asks the client to sign a NAEDO debit order, says why, and shows it signed after the mandate wizard', async () => {
    const server = renderPolicy();
    const card = await screen.findByTestId('sign-debit-order');
    expect(within(card).getByRole('heading', { name: 'Sign your debit order' })).toBeTruthy();
    expect(readable(card)).toContain('Your cover starts once we collect your first premium');
    expect(screen.queryByTestId('debit-order-mandate')).toBeNull();

    await clickOn(within(card).getByRole('button', { name: 'Sign your debit order' }));
    expect(screen.getByTestId('debit-order-mandate')).toBeTruthy();
    await signInWizard();

    expect(variablesOf(server, 'SharedUpdateDebitOrder')).toEqual([{ id: DEBIT_ORDER_ID, input: { signature: expect.objectContaining({ type: 'WEB_SIGNATURE', signature: DRAWN_SIGNATURE }) } }]);
    await waitFor(() => expect(screen.queryByTestId('debit-order-mandate')).toBeNull());
    expect(readable(await screen.findByTestId('debit-order-signed'))).toBe('Your debit order mandate is signed.');
    expect(screen.queryByTestId('sign-debit-order')).toBeNull();
    // Closing reads the debit order again (the page's first read, the wizard's from the cache, the refetch).
    expect(server.count('SharedDebitOrder')).toBeGreaterThanOrEqual(2);
  });

  it.each(['DO', 'NAEDO'])('offers signing for a %s debit order awaiting the signature', async (paymentType) => {
    renderPolicy({ order: () => debitOrder({ paymentType }) });
    expect(await screen.findByTestId('sign-debit-order')).toBeTruthy();
  });

  it('opens the mandate wizard at once from the SMS link (?sign=1) and drops the parameter when done', async () => {
    const server = renderPolicy({ path: '/funeral/p1?sign=1' });
    await screen.findByTestId('debit-order-mandate');
    await signInWizard();
    await waitFor(() => expect(currentLocation()).toBe('/funeral/p1'));
    expect(screen.queryByTestId('debit-order-mandate')).toBeNull();
    expect(server.count('SharedUpdateDebitOrder')).toBe(1);
    expect(await screen.findByTestId('debit-order-signed')).toBeTruthy();
  });

  it('on someone else’s account: says whose signature it waits for, sends the link again, and never opens the wizard for the client', async () => {
    const server = renderPolicy({ order: () => debitOrder({ sentToThirdParty: true, signLinkSentAt: '2026-11-10T08:00:00.000Z' }), path: '/funeral/p1?sign=1' });
    const card = await screen.findByTestId('account-holder-signature');
    expect(within(card).getByRole('heading', { name: 'Waiting for Thandiwe Mokoena to sign' })).toBeTruthy();
    expect(readable(card)).toContain('We sent them a link to sign it on 10 Nov 2026');
    expect(readable(card)).toContain('We can only collect your premiums from this account once they have signed.');
    expect(screen.queryByTestId('sign-debit-order')).toBeNull();
    expect(screen.queryByTestId('debit-order-mandate')).toBeNull();

    await clickOn(within(card).getByRole('button', { name: 'Send the link again' }));
    expect(readable(await screen.findByTestId('sign-link-sent'))).toBe('We sent Thandiwe Mokoena a new link. Links sent before no longer work.');
    expect(variablesOf(server, 'SharedResendDebitOrderSignLink')).toEqual([{ id: DEBIT_ORDER_ID }]);
    await waitFor(() => expect(readable(screen.getByTestId('account-holder-signature'))).toContain('on 27 Nov 2026'));
  });

  it('shows a signed debit order as signed, with no call to action and no wizard unless the link asks', async () => {
    renderPolicy({ order: () => debitOrder({ status: 'SIGNED', alreadySigned: true }) });
    expect(await screen.findByTestId('debit-order-signed')).toBeTruthy();
    expect(screen.queryByTestId('sign-debit-order')).toBeNull();
    expect(screen.queryByTestId('debit-order-mandate')).toBeNull();
  });

  it('shows the DebiCheck notice for a DebiCheck debit order awaiting the bank, and no signing', async () => {
    renderPolicy({ order: () => debitOrder({ paymentType: 'DEBI_CHECK', status: 'SENT' }) });
    const notice = await screen.findByTestId('debit-order-debicheck');
    expect(readable(notice)).toContain('If nothing arrives within 3 days, contact support on info@imali.co.za.');
    expect(screen.queryByTestId('sign-debit-order')).toBeNull();
  });

  it('says the debit order could not be loaded, with Try again', async () => {
    let fail = true;
    renderPolicy({
      order: () => {
        if (fail) throw new Error('identity down');
        return debitOrder();
      },
    });
    const error = await screen.findByTestId('debit-order-error');
    expect(readable(error)).toContain('We could not load your debit order.');
    // The rest of the policy still shows.
    expect(screen.getByTestId('funeral-policy-summary')).toBeTruthy();
    fail = false;
    await clickOn(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('sign-debit-order')).toBeTruthy();
  });

  it('asks nothing of a policy without a debit order', async () => {
    const server = renderPolicy({ policy: { debitOrderId: null } });
    await screen.findByTestId('funeral-policy-summary');
    expect(server.count('SharedDebitOrder')).toBe(0);
    expect(screen.queryByTestId('sign-debit-order')).toBeNull();
  });

  it('asks nothing of a cancelled policy', async () => {
    const server = renderPolicy({ policy: { state: 'CANCELLED', stateLabel: 'Cancelled', cancelledAt: '2026-11-20T08:00:00Z', cancelReason: 'Not taken up' } });
    await screen.findByTestId('funeral-policy-summary');
    expect(server.count('SharedDebitOrder')).toBe(0);
    expect(screen.queryByTestId('sign-debit-order')).toBeNull();
  });
});
