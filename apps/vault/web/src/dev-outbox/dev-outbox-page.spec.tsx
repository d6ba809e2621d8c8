/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { fakeVaultServer } from '../testing/fake-vault-server';
import { readable, renderAt } from '../testing/render';
import { DevOutboxPage } from './dev-outbox-page';

const message = (id: string, createdAt: string, extra: Record<string, unknown> = {}) => ({ id, channel: 'EMAIL', destination: 'hr@example.co.za', subject: 'Your document: Payslip', body: 'Attached: Payslip', createdAt, attachments: [], ...extra });

describe('/documents/dev-outbox', () => {
  it('lists the sandbox’s messages newest first, with their attachments', async () => {
    const outbox = [
      message('m1', '2026-11-27T08:00:00.000Z'),
      message('m2', '2026-11-27T09:00:00.000Z', { attachments: [{ name: 'payslip.pdf', contentType: 'application/pdf', size: 2048, sha256: 'ab', url: '/files/f1' }] }),
    ];
    renderAt(<DevOutboxPage />, { link: fakeVaultServer({ devDocumentOutbox: () => outbox }).link, path: '/documents/dev-outbox' });
    const messages = await screen.findAllByTestId('vault-outbox-message');
    expect(messages).toHaveLength(2);
    expect(readable(messages[0]!)).toContain('Your document: Payslip');
    expect(readable(screen.getByTestId('vault-outbox-attachment'))).toBe('payslip.pdf (application/pdf, 2 KB)');
    expect(screen.getByRole('link', { name: 'payslip.pdf' }).getAttribute('href')).toBe('/files/f1');
  });

  it('shows the server’s refusal (production)', async () => {
    renderAt(<DevOutboxPage />, {
      link: fakeVaultServer({ devDocumentOutbox: () => { throw new GraphQLError('The outbox is only available in development', { extensions: { code: 'FORBIDDEN' } }); } }).link,
      path: '/documents/dev-outbox',
    });
    expect(readable(await screen.findByRole('alert'))).toContain('The outbox is only available in development');
  });
});
