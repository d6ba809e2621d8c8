/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { DocumentViewer } from './document-viewer';

// pdf.js needs a real browser; the viewer's own chunk is stood in for here (Playwright runs the real one).
jest.mock('./pdf-view', () => ({ __esModule: true, default: ({ url, title }: { url: string; title: string }) => <div data-testid="pdf-view" data-url={url} aria-label={title} /> }));

const image = { url: '/files/f1?sig=x', contentType: 'image/jpeg', name: 'selfie.jpg' };
const pdf = { url: '/files/f2?sig=y', contentType: 'application/pdf', name: 'payslip.pdf' };

describe('the document viewer', () => {
  it('shows an image inline, with Download of the same file', () => {
    render(<DocumentViewer title="Selfie" file={image} />);
    expect(screen.getByTestId('document-image').getAttribute('src')).toBe(image.url);
    const download = screen.getByTestId('document-download');
    expect([download.getAttribute('href'), download.getAttribute('download')]).toEqual([image.url, 'selfie.jpg']);
    expect(screen.queryByTestId('document-email')).toBeNull();
  });

  it('says "An error has occurred" when the image does not load, and tries again', () => {
    render(<DocumentViewer title="SA ID" file={image} />);
    fireEvent.error(screen.getByTestId('document-image'));
    expect(screen.getByTestId('document-image-error').textContent).toContain('An error has occurred');
    expect(screen.queryByTestId('document-image')).toBeNull();
    fireEvent.click(screen.getByText('Try again'));
    expect(screen.getByTestId('document-image').getAttribute('src')).toBe(image.url);
    expect(screen.queryByTestId('document-image-error')).toBeNull();
  });

  it('loads the PDF viewer only for a PDF', async () => {
    render(<DocumentViewer title="Payslip" file={pdf} />);
    expect((await screen.findByTestId('pdf-view')).getAttribute('data-url')).toBe(pdf.url);
    expect(screen.queryByTestId('document-image')).toBeNull();
  });

  it('e-mails the document: the address is required and must be valid (§5.4), then sent', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    render(<DocumentViewer title="Payslip" file={pdf} email={send} />);
    fireEvent.click(screen.getByTestId('document-email'));
    const input = screen.getByLabelText('Email address');
    await act(async () => fireEvent.click(screen.getByTestId('email-document-send')));
    expect(screen.getByText('This field is required')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'thandi@' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-document-send')));
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' thandi@example.co.za ' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-document-send')));
    await waitFor(() => expect(screen.getByTestId('email-document-sent').textContent).toContain('thandi@example.co.za'));
    expect(send).toHaveBeenCalledWith('thandi@example.co.za');
  });

  it('shows the server’s refusal beside the field', async () => {
    const refusal = new CombinedGraphQLErrors({ errors: [{ message: 'Invalid email address', extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'email', message: 'Invalid email address' }] } }] });
    render(<DocumentViewer title="Payslip" file={pdf} email={() => Promise.reject(refusal)} />);
    fireEvent.click(screen.getByTestId('document-email'));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'thandi@example.co.za' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-document-send')));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.queryByTestId('email-document-sent')).toBeNull();
  });
});
