import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, ButtonLink, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { useWizard } from '@imali/shared/web';
import { VaultDocumentsDocument } from '../gql/graphql';
import { DOCUMENTS_ERROR_MESSAGE } from '../documents/document-states';
import { useVaultUpload } from '../documents/use-vault-upload';
import { DocumentViewer } from '../viewer/document-viewer';
import { useEmailDocument } from '../viewer/use-email-document';
import { CameraCapture } from './camera-capture';
import { selfieWizard } from './selfie-steps';

export const SELFIE_DONE_TEXT = 'Your selfie has been updated';

/** A blob's object URL for as long as it is shown. */
function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function SelfieFlow({ current }: { current: { id: string; name: string; file: { url: string; contentType: string; name: string } | null } | null }) {
  const wizard = useWizard({ definition: selfieWizard, initialValues: { hasSelfie: Boolean(current?.file) }, draft: false });
  const [photo, setPhoto] = useState<Blob | null>(null);
  const preview = useObjectUrl(photo);
  const { state, send } = useVaultUpload('SELFIE');
  const email = useEmailDocument(current?.id ?? '');

  // Update: the photo goes to the vault as soon as the step is shown.
  useEffect(() => {
    if (wizard.step !== 'update' || !photo) return;
    void send(photo, 'selfie.jpg').then((document) => {
      if (document) wizard.next();
    });
    // Once per photo (send and wizard are left out on purpose): a failure offers Try again below.
  }, [wizard.step, photo]);

  switch (wizard.step) {
    case 'current':
      return (
        <>
          {current?.file ? <DocumentViewer title="Selfie" file={current.file} email={email} /> : null}
          <Button onClick={() => wizard.next()} data-testid="selfie-update">
            Take a new selfie
          </Button>
        </>
      );
    case 'take':
      return (
        <CameraCapture
          onPhoto={(taken) => {
            setPhoto(taken);
            wizard.goTo('preview');
          }}
        />
      );
    case 'preview':
      return (
        <div data-testid="selfie-preview">
          {preview ? <img className="vault-viewer__image" src={preview} alt="Your selfie" /> : null}
          <div className="button-row">
            <Button onClick={() => wizard.next(undefined, { choice: 'done' })} data-testid="selfie-done">
              Done
            </Button>
            <Button variant="secondary" onClick={() => wizard.next(undefined, { choice: 'retake' })} data-testid="selfie-retake">
              Retake
            </Button>
          </div>
        </div>
      );
    case 'update':
      return state.status === 'failed' ? (
        <>
          <ErrorMessage message={state.error} onRetry={() => photo && void send(photo, 'selfie.jpg').then((document) => document && wizard.next())} testId="selfie-error" />
          {/* A photo the vault refuses (not a JPEG or PNG by its bytes, too large) is never taken by trying again: another one is. */}
          <Button variant="secondary" onClick={() => wizard.goTo('take')} data-testid="selfie-error-retake">
            Retake
          </Button>
        </>
      ) : (
        <Spinner label="Saving your selfie" />
      );
    case 'done':
      return (
        <div data-testid="selfie-saved">
          <p role="status">{SELFIE_DONE_TEXT}</p>
          <ButtonLink to="/documents">Back to my documents</ButtonLink>
        </div>
      );
  }
}

/** /documents/selfie (§2.5, §4.4). */
export function SelfiePage() {
  const { data, loading, error, refetch } = useQuery(VaultDocumentsDocument, { notifyOnNetworkStatusChange: true });
  let content;
  if (loading && !data) content = <Spinner label="Loading your selfie" />;
  else if (error || !data?.myClient || data.myClient.documents === null) content = <ErrorMessage message={DOCUMENTS_ERROR_MESSAGE} onRetry={() => void refetch()} testId="documents-error" />;
  else {
    const current = (data.myClient.documents ?? []).filter((document) => document.type === 'SELFIE').sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
    content = <SelfieFlow current={current} />;
  }
  return (
    <Page title="Selfie" testId="selfie-page">
      {content}
    </Page>
  );
}
