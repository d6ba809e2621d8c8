import { useQuery } from '@apollo/client/react';
import { Card, ErrorMessage, formatDate, humaniseCode, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { VaultDocumentsDocument } from '../../gql/graphql';
import { vaultSlots } from './vault-slots';

/** /documents: My Document Vault, always showing the four fixed slots. */
export function DocumentVaultPage() {
  const { data, loading, error, refetch } = useQuery(VaultDocumentsDocument);

  let content;
  if (loading && !data) content = <Spinner label="Loading your documents" />;
  else if (error) {
    content = <ErrorMessage message={errorMessage(error, 'We could not load your documents.')} onRetry={() => void refetch()} />;
  } else {
    const { slots, others } = vaultSlots(data?.myClient?.documents ?? []);
    content = (
      <>
        <ul className="card-grid" aria-label="Documents">
          {slots.map((slot) => (
            <li key={slot.type}>
              <Card headingLevel={2} title={slot.title} testId="vault-slot">
                {slot.documents.length > 0 ? (
                  <span className="badge badge--success">
                    {slot.documents.length === 1 ? 'Uploaded' : `${slot.documents.length} uploaded`}
                  </span>
                ) : (
                  <span className="badge">Not uploaded yet</span>
                )}
              </Card>
            </li>
          ))}
        </ul>
        {others.length > 0 ? (
          <section className="section" aria-labelledby="other-documents">
            <h2 id="other-documents">Other documents</h2>
            <ul className="list">
              {others.map((doc) => (
                <li key={doc.id}>
                  <Card headingLevel={3} title={doc.name || humaniseCode(doc.type)}>
                    <p className="muted">
                      {[humaniseCode(doc.type), formatDate(doc.createdAt)].filter(Boolean).join(' · ')}
                    </p>
                    {doc.description ? <p>{doc.description}</p> : null}
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  }

  return (
    <Page title="My Document Vault" testId="vault-page">
      {content}
    </Page>
  );
}
