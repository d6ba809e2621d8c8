import { useQuery } from '@apollo/client/react';
import { ErrorMessage, formatDate, LinkCard, Page, Spinner } from '@imali/shared/ui';
import { documentKind } from '@imali/vault/domain';
import { Link } from 'react-router-dom';
import { VaultDocumentsDocument } from '../../gql/graphql';
import { DOCUMENTS_ERROR_MESSAGE } from '../../documents/document-states';
import { vaultSlots } from './vault-slots';

/** /documents: My Document Vault, always showing the four fixed slots, then a card for each other type present. */
export function DocumentVaultPage() {
  const { data, loading, error, refetch } = useQuery(VaultDocumentsDocument, { notifyOnNetworkStatusChange: true });

  let content;
  if (loading && !data) content = <Spinner label="Loading your documents" />;
  else if (error || !data?.myClient || data.myClient.documents === null) {
    content = <ErrorMessage message={DOCUMENTS_ERROR_MESSAGE} onRetry={() => void refetch()} testId="documents-error" />;
  } else {
    const { slots, others } = vaultSlots(data.myClient.documents ?? []);
    content = (
      <>
        <ul className="card-grid" aria-label="Documents">
          {slots.map((slot) => (
            <li key={slot.type}>
              <LinkCard to={slot.path} title={slot.title} testId="vault-slot">
                {slot.documents.length > 0 ? (
                  <span className="badge badge--success">{slot.documents.length === 1 ? 'Uploaded' : `${slot.documents.length} uploaded`}</span>
                ) : (
                  <span className="badge">Not uploaded yet</span>
                )}
              </LinkCard>
            </li>
          ))}
        </ul>
        {others.length > 0 ? (
          <section className="section" aria-labelledby="other-documents">
            <h2 id="other-documents">Other documents</h2>
            <ul className="list">
              {others.map(({ type, title, path, documents }) => {
                const [newest] = documents;
                const added = formatDate(newest?.createdAt);
                return (
                  <li key={type}>
                    <LinkCard to={path} title={title} testId="vault-other-type">
                      {documents.length === 1 ? (
                        <>
                          <p className="muted">{[documentKind(type).label, added && `Added ${added}`].filter(Boolean).join(' · ')}</p>
                          {newest?.description ? <p>{newest.description}</p> : null}
                        </>
                      ) : (
                        <p className="muted">{[`${documents.length} documents`, added && `newest added ${added}`].filter(Boolean).join(' · ')}</p>
                      )}
                    </LinkCard>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </>
    );
  }

  return (
    <Page title="My Document Vault" testId="vault-page">
      {content}
      <p className="section muted">
        <Link to="/documents/tc">Terms and conditions</Link>
      </p>
    </Page>
  );
}
