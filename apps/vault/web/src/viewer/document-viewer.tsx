import { lazy, Suspense, useState } from 'react';
import { Button, ErrorMessage, Spinner } from '@imali/shared/ui';
import { DOCUMENTS_ERROR_MESSAGE } from '../documents/document-states';
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
  // An image that does not load (its link expired, the file gone, the network) says so, as a PDF does (§8).
  const [image, setImage] = useState<{ failed: boolean; attempt: number }>({ failed: false, attempt: 0 });
  return (
    <div className="vault-viewer" data-testid="document-viewer">
      <div className="button-row vault-viewer__actions">
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
      ) : image.failed ? (
        <ErrorMessage message={DOCUMENTS_ERROR_MESSAGE} onRetry={() => setImage(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))} testId="document-image-error" />
      ) : (
        <img
          key={image.attempt}
          className="vault-viewer__image"
          src={file.url}
          alt={title}
          onError={() => setImage(({ attempt }) => ({ failed: true, attempt }))}
          data-testid="document-image"
        />
      )}
      {email ? <EmailDocumentDialog open={emailing} onClose={() => setEmailing(false)} title={title} send={email} defaultEmail={defaultEmail} /> : null}
    </div>
  );
}
