// The policy page's documents (credit-life-clearance-vault-policies-groups.md §2.6, issue 15
// item 4), all opened in the document vault's viewer (/documents/…, with Download and Email):
// the policy schedule and wording the vault makes from the policy's data, any debit order
// mandate in the vault, and the ID document and selfie the client gave with the sale, with a way
// to send one that is missing (the purchase's "Skip for now" says they can follow from here).
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ErrorMessage, formatDate, Spinner } from '@imali/shared/ui';
import { PHOTO_ACCEPT, UPLOAD_ACCEPT } from '@imali/shared/web';
import { DocumentUploadField } from '../../sale/document-upload-field';
import { CLIENT_DOCUMENTS, type ClientDocumentType } from '../../sale/use-client-document-upload';
import { FuneralPolicyClientDocumentsDocument } from '../../gql/graphql';

/** The spec's load failure for document pages (§8). */
export const DOCUMENTS_ERROR_MESSAGE = 'An error has occurred';

const at = (...segments: string[]) => `/documents/${segments.map(encodeURIComponent).join('/')}`;

/** The vault's page of a document the client gave (its routes are its contract; areas share no code). */
const vaultPage = (document: { id: string; type: string }) => (document.type === 'SELFIE' ? '/documents/selfie' : document.type === 'RSA_ID' ? at('id', document.id) : at('document', document.id));

/** The vault's pages of this policy's generated PDFs (§2.5): schedule, wording and, once there is one, the debit order mandate. */
export const policyDocumentLinks = (policyId: string, debitOrderId?: string | null) => [
  { key: 'schedule', title: 'Policy schedule', to: at('funeral', policyId, 'schedule') },
  { key: 'policy', title: 'Policy wording', to: at('funeral', policyId, 'policy') },
  ...(debitOrderId ? [{ key: 'mandate', title: 'Debit order mandate', to: at('do', debitOrderId) }] : []),
];

const SUPPORTING: readonly { type: ClientDocumentType; accept: string; hint: string }[] = [
  { type: 'RSA_ID', accept: UPLOAD_ACCEPT, hint: 'A photo or PDF of your ID (JPEG, PNG or PDF)' },
  { type: 'SELFIE', accept: PHOTO_ACCEPT, hint: 'A clear photo of your face (JPEG or PNG)' },
];

export function PolicyDocuments({ policyId, debitOrderId }: { policyId: string; debitOrderId?: string | null }) {
  const { data, loading, error, refetch } = useQuery(FuneralPolicyClientDocumentsDocument, { notifyOnNetworkStatusChange: true });
  let stored;
  if (loading && !data) stored = <Spinner label="Loading your documents" />;
  else if (error || !data?.myClient || data.myClient.documents === null) {
    stored = <ErrorMessage message={DOCUMENTS_ERROR_MESSAGE} onRetry={() => void refetch()} testId="policy-documents-error" />;
  } else {
    const client = data.myClient;
    const documents = [...(client.documents ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    // The client's own ID and selfie: an ID they filed for their spouse or child (forClientId) is not theirs.
    const newest = (type: string) => documents.find((document) => document.type === type && !document.forClientId);
    const mandates = documents.filter((document) => document.type === 'DEBIT_ORDER_MANDATE');
    stored = (
      <>
        {mandates.length > 0 ? (
          <ul className="list" data-testid="policy-mandates">
            {mandates.map((mandate) => (
              <li key={mandate.id} className="funeral-document">
                <span className="list-row">
                  <span>
                    <strong>{mandate.name || 'Debit order mandate'}</strong> <span className="muted">added {formatDate(mandate.createdAt)}</span>
                  </span>
                  <Link to={vaultPage(mandate)}>View</Link>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
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
                      <Link to={vaultPage(document)} aria-label={`View your ${label.toLowerCase()}`}>
                        View
                      </Link>
                    ) : null}
                  </span>
                ) : (
                  <DocumentUploadField type={type} accept={accept} hint={hint} clientId={client.id} testId={`policy-upload-${type}`} onUploaded={() => void refetch()} />
                )}
              </li>
            );
          })}
        </ul>
      </>
    );
  }
  return (
    <section className="section" aria-labelledby="policy-documents">
      <h2 id="policy-documents">Policy documents</h2>
      <ul className="list" data-testid="policy-generated-documents">
        {policyDocumentLinks(policyId, debitOrderId).map((link) => (
          <li key={link.key} className="funeral-document">
            <span className="list-row">
              <strong>{link.title}</strong>
              <Link to={link.to} data-testid={`policy-document-${link.key}`} aria-label={`View your ${link.title.toLowerCase()}`}>
                View
              </Link>
            </span>
          </li>
        ))}
      </ul>
      {stored}
    </section>
  );
}
