/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { DevOutboxPage } from './dev-outbox-page';
import { ShellDevOutboxDocument } from '../../gql/graphql';

const message = (id: string, createdAt: string, channel: 'SMS' | 'EMAIL', body: string) => ({
  __typename: 'OutboxMessage',
  id,
  channel,
  destination: channel === 'SMS' ? '0821234567' : 'thandi@example.com',
  body,
  createdAt,
});

const outboxMock = (result: object) => ({ request: { query: ShellDevOutboxDocument }, result });

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter>
        <DevOutboxPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('DevOutboxPage', () => {
  it('lists the messages newest first with channel, destination, body and time', async () => {
    renderPage([
      outboxMock({
        data: {
          devOutbox: [
            message('m1', '2026-03-02T08:00:00.000Z', 'SMS', 'Your Imali OTP is 1234'),
            message('m2', '2026-03-02T08:05:00.000Z', 'EMAIL', 'Your Imali OTP is 5678'),
          ],
        },
      }),
    ]);
    expect(screen.getByTestId('dev-outbox')).toBeTruthy();
    const items = await screen.findAllByTestId('dev-outbox-message');
    expect(items.map((item) => within(item).getByText(/Your Imali OTP/).textContent)).toEqual(['Your Imali OTP is 5678', 'Your Imali OTP is 1234']);
    expect(items[0].textContent).toContain('Email');
    expect(items[0].textContent).toContain('thandi@example.com');
    expect(items[1].textContent).toContain('SMS');
    expect(items[1].textContent).toContain('0821234567');
    expect(items[1].querySelector('time')?.getAttribute('datetime')).toBe('2026-03-02T08:00:00.000Z');
    // 08:00 UTC is 10:00 in South Africa.
    expect(items[1].querySelector('time')?.textContent).toMatch(/10:00:00/);
  });

  it('shows an empty state, and Refresh loads new messages', async () => {
    renderPage([
      outboxMock({ data: { devOutbox: [] } }),
      outboxMock({ data: { devOutbox: [message('m1', '2026-03-02T08:00:00.000Z', 'SMS', 'Your Imali OTP is 1234')] } }),
    ]);
    expect((await screen.findByTestId('dev-outbox-empty')).textContent).toContain('No messages yet');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh' })));
    expect(await screen.findByText('Your Imali OTP is 1234')).toBeTruthy();
  });

  it("shows the server's refusal (production) as the error state", async () => {
    renderPage([outboxMock({ errors: [{ message: 'The development outbox is not available in production', extensions: { code: 'FORBIDDEN' } }] })]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The development outbox is not available in production');
    expect(screen.queryByTestId('dev-outbox-message')).toBeNull();
  });
});
