/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ContactChange } from './contact-change';
import { ShellConfirmContactChangeDocument, ShellPendingContactChangesDocument } from '../../gql/graphql';

const client = (pending: { field: string; destination: string }[], cell = '0821110000') => ({
  __typename: 'Client',
  id: 'c1',
  email: 'ayanda@example.co.za',
  cellNumbers: [cell],
  pendingContactChanges: pending.map((p) => ({ __typename: 'PendingContactChange', ...p })),
});
const pendingMock = (pending: { field: string; destination: string }[]) => ({ request: { query: ShellPendingContactChangesDocument }, result: { data: { myClient: client(pending) } } });
const renderWith = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <ContactChange />
    </MockedProvider>,
  );

describe('ContactChange: a new cell number waits for its OTP', () => {
  it('shows nothing while nothing waits', async () => {
    renderWith([pendingMock([])]);
    await act(async () => undefined);
    expect(screen.queryByTestId('contact-change')).toBeNull();
  });

  it('asks for the OTP sent to the new number and applies it', async () => {
    renderWith([
      pendingMock([{ field: 'cellNumber', destination: '083 *** **00' }]),
      { request: { query: ShellConfirmContactChangeDocument, variables: { OTP: '1234' } }, result: { data: { confirmContactChange: client([], '0839990000') } } },
    ]);
    const card = await screen.findByTestId('contact-change');
    expect(card.textContent).toContain('Confirm your new cell number');
    expect(card.textContent).toContain('083 *** **00');
    fireEvent.change(screen.getByLabelText('Enter the OTP'), { target: { value: '1234' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect((await screen.findByTestId('contact-change-done')).textContent).toBe('Your new cell number is saved.');
    expect(screen.queryByTestId('contact-change')).toBeNull();
  });

  it("shows the server's message for a wrong code", async () => {
    renderWith([
      pendingMock([{ field: 'email', destination: 'n***@example.co.za' }]),
      {
        request: { query: ShellConfirmContactChangeDocument, variables: { OTP: '9999' } },
        result: { errors: [{ message: 'Oops, incorrect OTP', extensions: { code: 'OTP_INCORRECT', detail: 'You have 2 attempts left.' } }] },
      },
    ]);
    await screen.findByTestId('contact-change');
    fireEvent.change(screen.getByLabelText('Enter the OTP'), { target: { value: '9999' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    const error = await screen.findByTestId('contact-change-error');
    expect(error.textContent).toContain('Oops, incorrect OTP');
    expect(error.textContent).toContain('You have 2 attempts left.');
  });
});
