/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { fakeDocument, fakeVaultServer } from '../testing/fake-vault-server';
import { readable, renderAt } from '../testing/render';
import { DocumentPage } from './document-page';

jest.mock('./pdf-view', () => ({ __esModule: true, default: () => <div data-testid="pdf-view" /> }));

const open = (clientdocument: (args: { id: string; types?: string[] | null }) => unknown, segment = 'payslip') => {
  const server = fakeVaultServer({
    clientdocument,
    emailClientDocument: ({ id }: { id: string }) => ({ id: 'email-1', documentId: id, sentAt: '2026-11-27T08:00:00.000Z' }),
  });
  renderAt(<DocumentPage segment={segment} />, { link: server.link, path: `/documents/${segment}/doc-7`, route: `/documents/${segment}/:id` });
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

  it("asks the vault for the page's types only: /documents/id/{id} for RSA_ID, /documents/group-document/{id} for the group documents", async () => {
    const server = open(({ id }) => fakeDocument('RSA_ID', { id, name: 'SA ID' }), 'id');
    expect(await screen.findByTestId('pdf-view')).toBeTruthy();
    expect(server.variablesOf('VaultDocument')).toEqual([{ id: 'doc-7', types: ['RSA_ID'] }]);
    const group = open(({ id }) => fakeDocument('NOVATION_DOCUMENT', { id }), 'group-document');
    await waitFor(() => expect(group.variablesOf('VaultDocument')).toHaveLength(1));
    expect(group.variablesOf('VaultDocument')[0]?.['types']).toEqual(['WAITING_PERIOD_ACCEPTANCE', 'ADDENDUM_TO_CONSTITUTION', 'FUNERAL_CONSTITUTION', 'FUNERAL_POLICY_DOCUMENT', 'NOVATION_DOCUMENT']);
  });

  it("says Not Found for a document of another type under this page's heading (a selfie's id at /documents/id/{id}), as the vault answers", async () => {
    // The vault answers NOT_FOUND for another type (server side: document-rules-gaps.int-spec.ts).
    open(({ id, types }) => {
      if (types && !types.includes('SELFIE')) throw new GraphQLError('Document not found', { extensions: { code: 'NOT_FOUND' } });
      return fakeDocument('SELFIE', { id, name: 'My selfie' });
    }, 'id');
    expect(readable(await screen.findByTestId('document-not-found'))).toContain('Not Found');
    expect(screen.queryByTestId('pdf-view')).toBeNull();
  });

  it('says Not Found when a document of another type comes back all the same (the page checks too)', async () => {
    open(({ id }) => fakeDocument('SELFIE', { id, name: 'My selfie', file: { id: 'f', name: 'me.jpg', contentType: 'image/jpeg', url: '/files/f?sig=abc' } }), 'id');
    expect(readable(await screen.findByTestId('document-not-found'))).toContain('Not Found');
    expect(readable(screen.getByRole('heading', { level: 1 }))).toBe('Document');
    expect(screen.queryByText('My selfie')).toBeNull();
  });

  it('says a document received from Simplicity is from your insurer; an upload says nothing of the kind', async () => {
    open(({ id }) => fakeDocument('PAYSLIP', { id, fromSimplicity: true }));
    expect(await screen.findByTestId('pdf-view')).toBeTruthy();
    expect(readable(screen.getByTestId('document-page'))).toContain('from your insurer');
  });

  it('says nothing of the insurer for an upload', async () => {
    open(({ id }) => fakeDocument('PAYSLIP', { id }));
    expect(await screen.findByTestId('pdf-view')).toBeTruthy();
    expect(readable(screen.getByTestId('document-page'))).not.toContain('from your insurer');
  });

  it('says "An error has occurred" when it cannot be loaded', async () => {
    open(() => {
      throw new Error('down');
    });
    expect(readable(await screen.findByTestId('document-error'))).toContain('An error has occurred');
  });
});
