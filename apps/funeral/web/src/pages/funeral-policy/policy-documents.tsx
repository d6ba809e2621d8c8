// The policy page's documents (credit-life-clearance-vault-policies-groups.md §2.6): the ID
// document and selfie the client gave with the sale, each viewable, and a way to send one that
// is missing (the purchase's "Skip for now" says they can follow from the policy). The policy
// schedule and wording PDFs come with the document vault.
import { useQuery } from '@apollo/client/react';
import { EmptyState, ErrorMessage, formatDate, Spinner } from '@imali/shared/ui';
import { PHOTO_ACCEPT, UPLOAD_ACCEPT } from '@imali/shared/web';
import { DocumentUploadField } from '../../sale/document-upload-field';
import { CLIENT_DOCUMENTS, type ClientDocumentType } from '../../sale/use-client-document-upload';
import { FuneralPolicyClientDocumentsDocument } from '../../gql/graphql';

export const POLICY_DOCUMENTS_EMPTY = 'Your policy schedule will appear here';
/** The spec's load failure for document pages (§8). */
export const DOCUMENTS_ERROR_MESSAGE = 'An error has occurred';

const SUPPORTING: readonly { type: ClientDocumentType; accept: string; hint: string }[] = [
  { type: 'RSA_ID', accept: UPLOAD_ACCEPT, hint: 'A photo or PDF of your ID (JPEG, PNG or PDF)' },
  { type: 'SELFIE', accept: PHOTO_ACCEPT, hint: 'A clear photo of your face (JPEG or PNG)' },
];

export function PolicyDocuments() {
  const { data, loading, error, refetch } = useQuery(FuneralPolicyClientDocumentsDocument, { notifyOnNetworkStatusChange: true });
  let supporting;
  if (loading && !data) supporting = <Spinner label="Loading your documents" />;
  else if (error || !data?.myClient || data.myClient.documents === null) {
    supporting = <ErrorMessage message={DOCUMENTS_ERROR_MESSAGE} onRetry={() => void refetch()} testId="policy-documents-error" />;
  } else {
    const client = data.myClient;
    const newest = (type: string) => (client.documents ?? []).filter((document) => document.type === type).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    supporting = (
      <ul className="list" data-testid="policy-supporting-documents">
        {SUPPORTING.map(({ type, accept, hint }) => {
          const document = newest(type);
          const { label } = CLIENT_DOCUMENTS[type];
          return (
            <li key={type} className="funeral-document" data-testid={`policy-document-${type}`}>
              {document ? (
                <span className="list-row">
                  <span>
                    <strong>{document.name}</strong> <span className="muted">added {formatDate(document.createdAt)}</span>
                  </span>
                  {document.file ? (
                    <a href={document.file.url} target="_blank" rel="noopener noreferrer" aria-label={`View your ${label.toLowerCase()}`}>
                      View
                    </a>
                  ) : null}
                </span>
              ) : (
                <DocumentUploadField type={type} accept={accept} hint={hint} clientId={client.id} testId={`policy-upload-${type}`} onUploaded={() => void refetch()} />
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section className="section" aria-labelledby="policy-documents">
      <h2 id="policy-documents">Policy documents</h2>
      {supporting}
      <EmptyState title={POLICY_DOCUMENTS_EMPTY} testId="policy-documents-empty" />
    </section>
  );
}
