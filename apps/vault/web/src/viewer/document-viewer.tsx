import { lazy, Suspense, useState } from 'react';
import { Button, Spinner } from '@imali/shared/ui';
import { EmailDocumentDialog } from './email-document-dialog';

// The PDF viewer and pdf.js come in their own chunk, fetched when a PDF is first shown.
const PdfView = lazy(() => import(/* webpackChunkName: "pdf-viewer" */ './pdf-view'));

export interface ViewedFile {
  url: string;
  contentType: string;
  name: string;
}

export interface DocumentViewerProps {
  title: string;
  file: ViewedFile;
  /** Sends the document by e-mail; without it there is no Email button. */
  email?: (address: string) => Promise<void>;
  defaultEmail?: string | null;
  /** Told once a PDF has been drawn (a generated PDF is stored by then). */
  onShown?: () => void;
}

export const isPdf = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() === 'application/pdf';

/** §2.5: a PDF or an image inline, with Download and Email. */
export function DocumentViewer({ title, file, email, defaultEmail, onShown }: DocumentViewerProps) {
  const [emailing, setEmailing] = useState(false);
  return (
    <div className="vault-viewer" data-testid="document-viewer">
      <div className="page__actions vault-viewer__actions">
        <a className="button button--secondary" href={file.url} download={file.name} data-testid="document-download">
          Download
        </a>
        {email ? (
          <Button variant="secondary" onClick={() => setEmailing(true)} data-testid="document-email">
            Email
          </Button>
        ) : null}
      </div>
      {isPdf(file.contentType) ? (
        <Suspense fallback={<Spinner label="Opening the document" />}>
          <PdfView url={file.url} title={title} onShown={onShown} />
        </Suspense>
      ) : (
        <img className="vault-viewer__image" src={file.url} alt={title} data-testid="document-image" />
      )}
      {email ? <EmailDocumentDialog open={emailing} onClose={() => setEmailing(false)} title={title} send={email} defaultEmail={defaultEmail} /> : null}
    </div>
  );
}
