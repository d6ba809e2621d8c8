/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { fakeDocument, fakeVaultServer } from '../testing/fake-vault-server';
import { readable, renderAt } from '../testing/render';
import { DocumentPage } from './document-page';

jest.mock('./pdf-view', () => ({ __esModule: true, default: () => <div data-testid="pdf-view" /> }));

const open = (clientdocument: (args: { id: string }) => unknown) => {
  const server = fakeVaultServer({
    clientdocument,
    emailClientDocument: ({ id }: { id: string }) => ({ id: 'email-1', documentId: id, sentAt: '2026-11-27T08:00:00.000Z' }),
  });
  renderAt(<DocumentPage />, { link: server.link, path: '/documents/payslip/doc-7', route: '/documents/payslip/:id' });
  return server;
};

describe('/documents/{type}/{id}', () => {
  it('shows the document in the viewer and e-mails it with emailClientDocument(id, email)', async () => {
    const server = open(({ id }) => fakeDocument('PAYSLIP', { id, name: 'Payslip' }));
    expect(await screen.findByTestId('pdf-view')).toBeTruthy();
    expect(readable(screen.getByRole('heading', { level: 1 }))).toBe('Payslip');
    fireEvent.click(screen.getByTestId('document-email'));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'hr@example.co.za' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-document-send')));
    await waitFor(() => expect(screen.getByTestId('email-document-sent')).toBeTruthy());
    expect(server.variablesOf('VaultEmailClientDocument')).toEqual([{ id: 'doc-7', email: 'hr@example.co.za' }]);
  });

  it('says Not Found for a document that is not the client’s', async () => {
    open(() => null);
    expect(readable(await screen.findByTestId('document-not-found'))).toContain('Not Found');
  });

  it('says Not Found, not a load failure, when the vault answers NOT_FOUND (another client’s document or none)', async () => {
    open(() => {
      throw new GraphQLError('Document not found', { extensions: { code: 'NOT_FOUND' } });
    });
    expect(readable(await screen.findByTestId('document-not-found'))).toContain('Not Found');
    expect(screen.queryByTestId('document-error')).toBeNull();
  });

  it('says "An error has occurred" when it cannot be loaded', async () => {
    open(() => {
      throw new Error('down');
    });
    expect(readable(await screen.findByTestId('document-error'))).toContain('An error has occurred');
  });
});
