import { useQuery } from '@apollo/client/react';
import { ButtonLink, Card, EmptyState, ErrorMessage, formatDate, Page, Spinner } from '@imali/shared/ui';
import { DOCUMENT_KINDS, documentPath, type ClientDocumentTypeName } from '@imali/vault/domain';
import { Link } from 'react-router-dom';
import { VaultDocumentsDocument } from '../gql/graphql';
import { DOCUMENTS_ERROR_MESSAGE } from './document-states';

export interface DocumentListPageProps {
  type: ClientDocumentTypeName;
  /** Where the client adds one (/documents/id/add) and the button's words; none for types the back office makes. */
  add?: { path: string; label: string };
}

/** /documents/id, /documents/payslip, /documents/vaccine, /documents/hyphenStatement: one type's documents, newest first. */
export function DocumentListPage({ type, add: adding }: DocumentListPageProps) {
  const { data, loading, error, refetch } = useQuery(VaultDocumentsDocument, { notifyOnNetworkStatusChange: true });
  const kind = DOCUMENT_KINDS[type];
  const add = adding ? (
    <ButtonLink to={adding.path} testId="document-add">
      {adding.label}
    </ButtonLink>
  ) : null;

  let content;
  if (loading && !data) content = <Spinner label="Loading your documents" />;
  else if (error || !data?.myClient || data.myClient.documents === null) {
    content = <ErrorMessage message={DOCUMENTS_ERROR_MESSAGE} onRetry={() => void refetch()} testId="documents-error" />;
  } else {
    const documents = (data.myClient.documents ?? []).filter((document) => document.type === type).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    content =
      documents.length === 0 ? (
        // The add prompt when there are none (§2.5: "/payslip (with /add when none exist)").
        <EmptyState title={`You have no ${kind.plural === kind.label ? kind.label : kind.plural.toLowerCase()} in your vault yet`} action={add} testId="documents-empty" />
      ) : (
        <ul className="list" aria-label={kind.plural} data-testid="document-list">
          {documents.map((document) => (
            <li key={document.id}>
              <Card headingLevel={2} title={<Link to={documentPath(document)}>{document.name || kind.label}</Link>} testId="document-row">
                <p className="muted">Added {formatDate(document.createdAt)}</p>
              </Card>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <Page title={kind.plural} testId="document-list-page" actions={data?.myClient?.documents?.some((document) => document.type === type) ? add : null}>
      {content}
    </Page>
  );
}
