/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { UPLOAD_ACCEPT, UPLOAD_FAILED_MESSAGE, UPLOAD_MAX_BYTES, UPLOAD_SIZE_MESSAGE } from '@imali/shared/web';
import { fakeFuneralServer } from '../testing/fake-funeral-server';
import { FakeXhr, installFakeXhr } from '@imali/shared/web/testing';
import { variablesOf } from '../testing/queries';
import { readable, renderWith } from '../testing/render';
import { DocumentUploadField, type DocumentUploadFieldProps } from './document-upload-field';

installFakeXhr();

function open(props: Partial<DocumentUploadFieldProps> = {}, createClientDocument: (args: { input: { type: string; name: string } }) => unknown = ({ input }) => ({ id: 'doc-1', type: input.type, name: input.name })) {
  const onUploaded = jest.fn();
  const server = fakeFuneralServer({ resolvers: { createClientDocument } });
  renderWith(
    <DocumentUploadField type="RSA_ID" accept={UPLOAD_ACCEPT} hint="A JPEG, PNG or PDF file" testId="id-upload" onUploaded={onUploaded} {...props}>
      {(busy) => <p data-testid="busy">{busy ? 'busy' : 'idle'}</p>}
    </DocumentUploadField>,
    { link: server.link },
  );
  return { server, onUploaded };
}

const choose = (file: File) => act(async () => fireEvent.change(screen.getByLabelText('ID document'), { target: { files: [file] } }));
const pdf = () => new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });

describe('DocumentUploadField on its own', () => {
  it('sends the file with the visitor’s token, shows progress, records the document and hands over the file id', async () => {
    const { server, onUploaded } = open({ clientId: 'client-9', uploadToken: 'token-1' });
    await choose(pdf());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].headers).toEqual({ 'Content-Type': 'application/pdf', 'X-File-Name': 'id.pdf', 'X-Imali-Upload-Token': 'token-1' });
    expect(readable(screen.getByTestId('busy'))).toBe('busy');
    expect((screen.getByLabelText('ID document') as HTMLInputElement).disabled).toBe(true);
    act(() => FakeXhr.sent[0].progress(25, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading ID document' }).getAttribute('value')).toBe('25');
    await act(async () => FakeXhr.sent[0].reply(201, { id: 'file-1' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('file-1'));
    expect(variablesOf(server, 'FuneralCreateClientDocument')).toEqual([
      { input: { type: 'RSA_ID', name: 'ID Document', source: 'FUNERAL_QUICK_QUOTE', clientId: 'client-9', fileId: 'file-1', uploadToken: 'token-1' } },
    ]);
    expect(readable(screen.getByTestId('busy'))).toBe('idle');
  });

  it('records again without a second upload when only the record failed', async () => {
    let attempts = 0;
    const { server, onUploaded } = open({ clientId: 'client-9' }, ({ input }) => {
      attempts += 1;
      if (attempts === 1) throw new GraphQLError('The vault is unavailable');
      return { id: 'doc-1', type: input.type, name: input.name };
    });
    await choose(pdf());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0].reply(201, { id: 'file-2' }));
    const error = await screen.findByTestId('id-upload-error');
    expect(readable(error)).toContain('The vault is unavailable');
    expect(onUploaded).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('file-2'));
    expect(FakeXhr.sent).toHaveLength(1);
    // A signed-in client's record carries no token.
    expect(variablesOf(server, 'FuneralCreateClientDocument').map((variables) => variables['input'])).toEqual([
      { type: 'RSA_ID', name: 'ID Document', source: 'FUNERAL_QUICK_QUOTE', clientId: 'client-9', fileId: 'file-2' },
      { type: 'RSA_ID', name: 'ID Document', source: 'FUNERAL_QUICK_QUOTE', clientId: 'client-9', fileId: 'file-2' },
    ]);
  });

  it('says why an upload failed and sends the same file again on Try again', async () => {
    const { onUploaded } = open();
    await choose(pdf());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0].reply(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 5 MB' } }));
    const error = await screen.findByTestId('id-upload-error');
    expect(readable(error)).toContain('The file is larger than 5 MB');
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1].body).toBe(FakeXhr.sent[0].body);
    await act(async () => FakeXhr.sent[1].reply(201, { id: 'file-3' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('file-3'));
  });

  it('shows the size limit when a proxy refuses the upload with its own 413 page', async () => {
    open();
    await choose(pdf());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0].replyText(413, '<html><head><title>413 Request Entity Too Large</title></head><body>nginx</body></html>'));
    const error = await screen.findByTestId('id-upload-error');
    expect(readable(error)).toContain(UPLOAD_SIZE_MESSAGE);
    expect(readable(error)).not.toContain(UPLOAD_FAILED_MESSAGE);
  });

  it('refuses a file over the limit before sending anything, with the same message', async () => {
    open();
    await choose(new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' }));
    const error = await screen.findByTestId('id-upload-error');
    expect(readable(error)).toContain(UPLOAD_SIZE_MESSAGE);
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
