import { useQuery } from '@apollo/client/react';
import { EmptyState, ErrorMessage, formatDate, Page, Spinner } from '@imali/shared/ui';
import { documentKind, documentTypesAt } from '@imali/vault/domain';
import { errorCode } from '@imali/shared/web';
import { useParams } from 'react-router-dom';
import { VaultDocumentDocument, type ClientDocumentType } from '../gql/graphql';
import { DOCUMENTS_ERROR_MESSAGE } from '../documents/document-states';
import { useEmailDocument } from './use-email-document';
import { DocumentViewer } from './document-viewer';

/**
 * /documents/{segment}/{id}: one stored document in the viewer (its file's URL is short-lived, so
 * always asked afresh). Only a document of the page's types: the vault answers another type as
 * NOT_FOUND, and the page checks again (docs/decisions/vault-document-page-type.md).
 */
export function DocumentPage({ segment }: { segment: string }) {
  const { id = '' } = useParams();
  const types = documentTypesAt(segment) as ClientDocumentType[];
  const { data, loading, error, refetch } = useQuery(VaultDocumentDocument, { variables: { id, types }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const email = useEmailDocument(id);
  const loaded = data?.clientdocument;
  const document = loaded && documentKind(loaded.type).segment === segment ? loaded : null;
  const title = document ? document.name || documentKind(document.type).label : 'Document';

  let content;
  if (loading && !data) content = <Spinner label="Loading your document" />;
  // Another client's document, or none, is answered NOT_FOUND (never told apart): §8's 'Not Found', not a load failure.
  else if (error && errorCode(error) !== 'NOT_FOUND') content = <ErrorMessage message={DOCUMENTS_ERROR_MESSAGE} onRetry={() => void refetch()} testId="document-error" />;
  else if (!document) content = <EmptyState title="Not Found" description="This document is not in your vault." testId="document-not-found" />;
  else if (!document.file) content = <EmptyState title="This document has no file yet" testId="document-no-file" />;
  else {
    content = (
      <>
        <p className="muted">
          {documentKind(document.type).label} · added {formatDate(document.createdAt)}
          {document.fromSimplicity ? ' · from your insurer' : ''}
        </p>
        <DocumentViewer title={title} file={document.file} email={email} />
      </>
    );
  }
  return (
    <Page title={title} testId="document-page">
      {content}
    </Page>
  );
}
