/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeDocument, fakeVaultServer } from '../testing/fake-vault-server';
import { FakeXhr, installFakeXhr } from '@imali/shared/web/testing';
import { currentLocation, readable, renderAt } from '../testing/render';
import { DocumentAddPage } from './document-add-page';

installFakeXhr();

function open() {
  const server = fakeVaultServer({
    myClient: () => ({ id: 'client-1', documents: [] }),
    createClientDocument: ({ input }: { input: { type: string; name: string; fileId: string } }) => fakeDocument(input.type, { id: 'doc-new', name: input.name, file: { id: input.fileId, name: 'id.pdf', contentType: 'application/pdf', url: `/files/${input.fileId}` } }),
  });
  renderAt(<DocumentAddPage type="RSA_ID" title="Add your ID" />, { link: server.link, path: '/documents/id/add' });
  return server;
}

const choose = async (file: File) => {
  const input = screen.getByLabelText('SA ID');
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
};

describe('/documents/id/add', () => {
  it.each([
    [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), 'Upload a JPEG, PNG or PDF file'],
    [new File([], 'empty.pdf', { type: 'application/pdf' }), 'The file is empty'],
    [new File(['%PDF-1.4'], 'id\u0007.pdf', { type: 'application/pdf' }), 'The file name has characters that are not allowed; rename the file and try again'],
    [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }), 'The file is larger than 5 MB'],
  ])('refuses %p before sending anything: %s', async (file, message) => {
    const server = open();
    await choose(file);
    expect(readable(await screen.findByTestId('document-upload-error'))).toBe(message);
    expect(FakeXhr.sent).toHaveLength(0);
    expect(server.variablesOf('VaultCreateClientDocument')).toEqual([]);
  });

  it('sends the file, records it as the client’s SA ID and opens it in the viewer', async () => {
    const server = open();
    await choose(new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.headers['X-File-Name']).toBe('id.pdf');
    await act(async () => FakeXhr.sent[0]!.reply(201, { id: 'file-9', name: 'id.pdf', contentType: 'application/pdf', size: 8 }));
    await waitFor(() => expect(currentLocation()).toBe('/documents/id/doc-new'));
    expect(server.variablesOf('VaultCreateClientDocument')).toEqual([{ input: { type: 'RSA_ID', name: 'SA ID', source: 'DOCUMENT_VAULT_UPLOAD', fileId: 'file-9' } }]);
  });

  it('shows the vault’s own refusal (a file that is not what it says)', async () => {
    open();
    await choose(new File(['MZ'], 'id.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0]!.reply(415, { error: { code: 'BAD_USER_INPUT', message: 'Upload a JPEG, PNG or PDF file' } }));
    expect(readable(await screen.findByTestId('document-upload-error'))).toBe('Upload a JPEG, PNG or PDF file');
  });
});
