/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ApolloLink } from '@apollo/client';
import { delay, of, throwError } from 'rxjs';
import { BANKS } from '@imali/shared/domain';
import { AddBankAccountDialog, type AddBankAccountDialogProps } from './add-bank-account-dialog';
import type { BankAccountInput } from '../gql/graphql';
import type { SharedBankAccount } from './add-bank-account-dialog-fields';
import { NETWORK_ERROR_MESSAGE } from '../feedback/errors';

const KEYS = ['0f8fad5b-d9cb-469f-a165-70867728950e', '7c9e6679-7425-40de-944b-e07fc1f90ae7', '16fd2706-8baf-433b-82eb-8c7fada847da'] as const;
const VALID_ID = '8001015009087';
let uuid: jest.SpyInstance;

beforeEach(() => {
  let next = 0;
  uuid = jest.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(() => KEYS[next++] as `${string}-${string}-${string}-${string}-${string}`);
});

afterEach(() => uuid.mockRestore());

const account = (input: BankAccountInput): SharedBankAccount => ({
  __typename: 'BankAccount',
  id: 'ba-1',
  bankName: input.bankName ?? '',
  branchCode: input.branchCode,
  accountNo: input.accountNo,
  ownAccount: input.ownAccount ?? true,
  accountHolderName: input.accountHolderName ?? null,
  accountHolderContactNumber: input.accountHolderContactNumber ?? null,
  accountHolderEmail: input.accountHolderEmail ?? null,
  accountHolderIdNumber: input.accountHolderIdNumber ?? null,
  verifyAccountInfo: false,
});

const added = (input: BankAccountInput) => ({ data: { createBankAccount: account(input) } });

/** Answers createBankAccount, recording each input it receives. */
function bankLink(calls: BankAccountInput[], answer: (input: BankAccountInput) => ApolloLink.Result | Error = added, delayMs = 5) {
  return new ApolloLink((operation) => {
    const input = operation.variables['input'] as BankAccountInput;
    calls.push(input);
    const result = answer(input);
    return (result instanceof Error ? throwError(() => result) : of(result)).pipe(delay(delayMs));
  });
}

function renderDialog(props: Partial<AddBankAccountDialogProps> = {}, link: ApolloLink = bankLink([])) {
  const onClose = jest.fn();
  const onAdded = jest.fn();
  const view = render(
    <MockedProvider link={link}>
      <AddBankAccountDialog open onClose={onClose} onAdded={onAdded} {...props} />
    </MockedProvider>,
  );
  return { ...view, onClose, onAdded };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const confirm = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
const messageOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

describe('AddBankAccountDialog step 1 "Banking Details"', () => {
  it('offers the bank list with Capitec Bank chosen, its branch code filled in and read-only, and Confirm', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Banking Details' });
    const bank = within(dialog).getByLabelText('Bank') as HTMLSelectElement;
    expect(within(bank).getAllByRole('option').map((option) => option.textContent)).toEqual(BANKS.map((b) => b.label));
    expect(bank.selectedOptions[0]?.textContent).toBe('Capitec Bank');
    expect(field('Branch code').value).toBe('470010');
    expect(field('Branch code').readOnly).toBe(true);
    expect(field('Account number')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    // Own account by default: no account holder fields.
    expect(screen.queryByLabelText('Account holder name')).toBeNull();
  });

  it('fills the branch code from the chosen bank, and names the bank where codes are shared', async () => {
    const calls: BankAccountInput[] = [];
    renderDialog({}, bankLink(calls));
    type('Bank', 'FNB');
    expect(field('Branch code').value).toBe('250655');
    type('Bank', 'OLD_MUTUAL');
    expect(field('Branch code').value).toBe('462005');
    type('Account number', '12345678');
    await confirm();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ branchCode: '462005', bankName: 'Old Mutual', accountNo: '12345678' });
  });

  it.each([
    ['', 'This field is required'],
    ['12ab5678', 'Account number must be 7 to 11 digits'],
    ['123456', 'Account number must be 7 to 11 digits'],
  ])('checks the account number "%s" before sending: "%s"', async (value, message) => {
    const calls: BankAccountInput[] = [];
    renderDialog({}, bankLink(calls));
    if (value) type('Account number', value);
    await confirm();
    expect(messageOf('Account number')).toBe(message);
    expect(screen.getByRole('dialog', { name: 'Banking Details' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('AddBankAccountDialog step 2 "Adding Bank Account"', () => {
  it('submits on Confirm, shows the adding step without a next button, then hands the account over and closes', async () => {
    const calls: BankAccountInput[] = [];
    const { onAdded, onClose } = renderDialog({}, bankLink(calls, added, 30));
    type('Account number', '1234567890');
    await confirm();
    const adding = screen.getByRole('dialog', { name: 'Adding Bank Account' });
    expect(within(adding).getByRole('status').textContent).toBe('Adding your bank account');
    expect(within(adding).queryByRole('button', { name: /confirm|next/i })).toBeNull();
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      {
        branchCode: '470010',
        bankName: 'Capitec Bank',
        accountNo: '1234567890',
        ownAccount: true,
        accountHolderName: null,
        accountHolderContactNumber: null,
        accountHolderEmail: null,
        accountHolderIdNumber: null,
        idempotencyKey: KEYS[0],
      },
    ]);
    expect(onAdded.mock.calls[0][0]).toMatchObject({ id: 'ba-1', bankName: 'Capitec Bank', accountNo: '1234567890', ownAccount: true });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("goes back to step 1 with the server's messages beside the fields and the values kept", async () => {
    const failure = {
      errors: [
        {
          message: 'Some fields are not valid',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { field: 'branchCode', message: 'Select your bank' },
              { field: 'accountNo', message: 'Account number must be 7 to 11 digits' },
            ],
          },
        },
      ],
    };
    const { onAdded, onClose } = renderDialog({}, bankLink([], () => failure));
    type('Account number', '1234567');
    await confirm();
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Banking Details' })).toBeTruthy());
    await waitFor(() => expect(messageOf('Account number')).toBe('Account number must be 7 to 11 digits'));
    expect(messageOf('Bank')).toBe('Select your bank');
    expect(field('Account number').value).toBe('1234567');
    // The field messages say it all: no second, general message.
    expect(screen.queryByTestId('add-bank-account-dialog-error')).toBeNull();
    expect(onAdded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(field('Bank')));
  });

  it('shows a message without a field above Confirm', async () => {
    renderDialog({}, bankLink([], () => ({ errors: [{ message: 'You may not see or change this record', extensions: { code: 'FORBIDDEN' } }] })));
    type('Account number', '1234567');
    await confirm();
    expect((await screen.findByTestId('add-bank-account-dialog-error')).textContent).toContain('You may not see or change this record');
  });

  it('reuses the idempotency key when the same details are sent again, and makes a new one when they change', async () => {
    const calls: BankAccountInput[] = [];
    let failures = 2;
    const { onAdded } = renderDialog({}, bankLink(calls, (input) => (failures-- > 0 ? new Error('timeout') : added(input))));
    type('Account number', '1234567');
    await confirm();
    expect((await screen.findByTestId('add-bank-account-dialog-error')).textContent).toContain(NETWORK_ERROR_MESSAGE);

    await confirm();
    await waitFor(() => expect(calls).toHaveLength(2));
    await screen.findByTestId('add-bank-account-dialog-error');
    expect(calls[1].idempotencyKey).toBe(KEYS[0]);

    type('Account number', '7654321');
    await confirm();
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.idempotencyKey)).toEqual([KEYS[0], KEYS[0], KEYS[1]]);
  });

  it('still hands over the account when closed while adding', async () => {
    const onAdded = jest.fn();
    const onClose = jest.fn();
    function Harness() {
      const [open, setOpen] = useState(true);
      const close = () => {
        onClose();
        setOpen(false);
      };
      return <AddBankAccountDialog open={open} onClose={close} onAdded={onAdded} />;
    }
    render(
      <MockedProvider link={bankLink([], added, 30)}>
        <Harness />
      </MockedProvider>,
    );
    type('Account number', '1234567');
    await confirm();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Adding Bank Account' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('AddBankAccountDialog for a third-party account', () => {
  it('requires the account holder name, contact number and ID number', async () => {
    const calls: BankAccountInput[] = [];
    renderDialog({ clientOwnsAccount: false }, bankLink(calls));
    type('Account number', '1234567');
    await confirm();
    for (const label of ['Account holder name', 'Account holder contact number', 'Account holder ID number']) {
      expect(messageOf(label)).toBe('Required for third party accounts');
    }
    expect(field('Account holder email (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('checks the contact number, ID number and email formats', async () => {
    renderDialog({ clientOwnsAccount: false });
    type('Account holder contact number', '0123');
    type('Account holder ID number', '8001015009088');
    type('Account holder email (optional)', 'sipho@');
    await confirm();
    expect(messageOf('Account holder contact number')).toBe('Invalid cellphone number');
    expect(messageOf('Account holder ID number')).toBe('Invalid ID number');
    expect(messageOf('Account holder email (optional)')).toBe('Invalid email address');
  });

  it("sends the account holder's details with ownAccount false", async () => {
    const calls: BankAccountInput[] = [];
    const { onAdded } = renderDialog({ clientOwnsAccount: false }, bankLink(calls));
    type('Account number', '1234567');
    type('Account holder name', ' Sipho Dlamini ');
    type('Account holder contact number', '0821234567');
    type('Account holder ID number', VALID_ID);
    await confirm();
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      ownAccount: false,
      accountHolderName: 'Sipho Dlamini',
      accountHolderContactNumber: '0821234567',
      accountHolderIdNumber: VALID_ID,
      accountHolderEmail: null,
    });
  });

  it('lets the client say the account is not in their name when asked', () => {
    renderDialog({ askOwnAccount: true });
    const own = screen.getByRole('checkbox', { name: 'This account is in my name' }) as HTMLInputElement;
    expect(own.checked).toBe(true);
    expect(screen.queryByLabelText('Account holder name')).toBeNull();
    fireEvent.click(own);
    expect(screen.getByRole('group', { name: 'Account holder' })).toBeTruthy();
    expect(field('Account holder name')).toBeTruthy();
  });
});

describe('AddBankAccountDialog opening and closing', () => {
  it('closes with the close icon, and starts afresh when opened again', () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <MockedProvider link={bankLink([])}>
        <AddBankAccountDialog open onClose={onClose} onAdded={() => undefined} />
      </MockedProvider>,
    );
    type('Account number', '1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <MockedProvider link={bankLink([])}>
        <AddBankAccountDialog open={false} onClose={onClose} onAdded={() => undefined} />
      </MockedProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <MockedProvider link={bankLink([])}>
        <AddBankAccountDialog open onClose={onClose} onAdded={() => undefined} />
      </MockedProvider>,
    );
    expect(field('Account number').value).toBe('');
  });
});
