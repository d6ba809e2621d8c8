import { useQuery } from '@apollo/client/react';
import { Card, EmptyState, ErrorMessage, formatRand, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { clearanceCertificateStateLabel } from '@imali/shared/domain';
import { ClearanceCertificatesDocument } from '../../gql/graphql';

const rand = (value: number | null) => (value == null ? 'Unknown' : formatRand(value));

/** /clearance-certificate: the client's clearance certificate applications. */
export function ClearanceCertificatesPage() {
  const { data, loading, error, refetch } = useQuery(ClearanceCertificatesDocument);
  const certificates = data?.myClient?.clearanceCertificates ?? [];

  let content;
  if (loading && !data) content = <Spinner label="Loading your clearance certificates" />;
  else if (error) {
    content = <ErrorMessage message={errorMessage(error, 'We could not load your clearance certificates.')} onRetry={() => void refetch()} />;
  } else if (certificates.length === 0) {
    content = (
      <EmptyState
        title="You have no clearance certificates yet"
        description="A clearance certificate shows that you are no longer under debt review."
      />
    );
  } else {
    content = (
      <ul className="list" aria-label="Clearance certificates">
        {certificates.map((certificate) => (
          <li key={certificate.id}>
            <Card
              headingLevel={3}
              title={
                <span className="list-row">
                  <span>Certificate {certificate.certificateNumber ?? ''}</span>
                  <span className="badge badge--success">{clearanceCertificateStateLabel(certificate.state)}</span>
                </span>
              }
            >
              <dl className="details">
                <dt>Amount</dt>
                <dd>{rand(certificate.amount)}</dd>
                <dt>Paid</dt>
                <dd>{rand(certificate.amountPaid)}</dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page title="My Clearance Certificates" testId="clearance-page">
      {content}
    </Page>
  );
}
