/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFuneralServer, type FakeServerOptions } from '../../testing/fake-funeral-server';
import { FakeXhr, installFakeXhr } from '@imali/shared/web/testing';
import { variablesOf } from '../../testing/queries';
import { readable, renderWith } from '../../testing/render';
import { PolicyDocuments } from './policy-documents';

installFakeXhr();

const idDocument = { id: 'doc-1', type: 'RSA_ID', name: 'ID Document', createdAt: '2026-11-20T08:00:00.000Z', file: { url: '/files/file-1', contentType: 'image/jpeg' } };

function open(documents: unknown[] | null, resolvers: FakeServerOptions['resolvers'] = {}, debitOrderId: string | null = null) {
  const state = { documents };
  const server = fakeFuneralServer({
    myClient: { id: 'client-1', get documents() { return state.documents; } },
    resolvers: {
      createClientDocument: ({ input }: { input: { type: string; name: string; fileId: string } }) => {
        const created = { id: 'doc-2', type: input.type, name: input.name, createdAt: '2026-11-22T08:00:00.000Z', file: { url: `/files/${input.fileId}`, contentType: 'image/jpeg' } };
        state.documents = [...(state.documents ?? []), created];
        return created;
      },
      ...resolvers,
    },
  });
  renderWith(<PolicyDocuments policyId="policy-1" debitOrderId={debitOrderId} />, { link: server.link });
  return server;
}

describe('policy documents on /funeral/:id', () => {
  it('lists the ID document given with the sale, with a link to view it, and offers the missing selfie', async () => {
    open([idDocument]);
    const row = await screen.findByTestId('policy-document-RSA_ID');
    expect(readable(row)).toContain('ID Document');
    expect(within(row).getByRole('link', { name: 'View your id document' }).getAttribute('href')).toBe('/documents/id/doc-1');
    expect(within(screen.getByTestId('policy-document-SELFIE')).getByLabelText('Selfie')).toBeTruthy();
  });

  it("shows the client's own ID, not one they filed for someone on their policy, and offers theirs when only someone else's is there", async () => {
    const spouseId = { id: 'doc-7', type: 'RSA_ID', name: 'SA ID: Sipho Mokoena', forClientId: 'life-2', createdAt: '2026-11-25T08:00:00.000Z', file: { url: '/files/file-7', contentType: 'image/jpeg' } };
    open([idDocument, spouseId]);
    const row = await screen.findByTestId('policy-document-RSA_ID');
    expect(readable(row)).toContain('ID Document');
    expect(readable(row)).not.toContain('Sipho');
    expect(within(row).getByRole('link', { name: 'View your id document' }).getAttribute('href')).toBe('/documents/id/doc-1');
    cleanup();
    open([spouseId]);
    const only = await screen.findByTestId('policy-document-RSA_ID');
    expect(readable(only)).not.toContain('Sipho');
    expect(within(only).getByLabelText('ID document')).toBeTruthy();
  });

  it('links the policy schedule and wording, and any debit order mandate, to the document vault', async () => {
    open([{ id: 'doc-5', type: 'DEBIT_ORDER_MANDATE', name: 'Debit order mandate', createdAt: '2026-11-21T08:00:00.000Z', file: { url: '/files/file-5', contentType: 'application/pdf' } }]);
    expect(screen.getByTestId('policy-document-schedule').getAttribute('href')).toBe('/documents/funeral/policy-1/schedule');
    expect(screen.getByTestId('policy-document-policy').getAttribute('href')).toBe('/documents/funeral/policy-1/policy');
    const mandates = await screen.findByTestId('policy-mandates');
    expect(within(mandates).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/documents/document/doc-5');
  });

  it("links the mandate's PDF in the vault when the policy has a debit order, and none before", async () => {
    open([], {}, 'order-7');
    expect(screen.getByTestId('policy-document-mandate').getAttribute('href')).toBe('/documents/do/order-7');
    await screen.findByTestId('policy-supporting-documents');
  });

  it('offers no mandate PDF while the policy has no debit order', async () => {
    open([]);
    await screen.findByTestId('policy-supporting-documents');
    expect(screen.queryByTestId('policy-document-mandate')).toBeNull();
  });

  it('sends a missing document with the session, records it, and lists it', async () => {
    const server = open([]);
    const input = await within(await screen.findByTestId('policy-document-RSA_ID')).findByLabelText('ID document');
    await act(async () => fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' })] } }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].headers['X-Imali-Upload-Token']).toBeUndefined();
    await act(async () => FakeXhr.sent[0].reply(201, { id: 'file-9' }));
    await waitFor(() => expect(within(screen.getByTestId('policy-document-RSA_ID')).queryByRole('link', { name: 'View your id document' })).toBeTruthy());
    expect(variablesOf(server, 'FuneralCreateClientDocument')).toEqual([{ input: { type: 'RSA_ID', name: 'ID Document', source: 'FUNERAL_QUICK_QUOTE', clientId: 'client-1', fileId: 'file-9' } }]);
  });

  it('shows the document pages’ error when the documents cannot be loaded, and tries again', async () => {
    open(null);
    const error = await screen.findByTestId('policy-documents-error');
    expect(readable(error)).toContain('An error has occurred');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
