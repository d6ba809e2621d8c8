import { useQuery } from '@apollo/client/react';
import { Button, Card, EmptyState, ErrorMessage, formatDate, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { VaultDevDocumentOutboxDocument } from '../gql/graphql';

/**
 * /documents/dev-outbox (development only): the e-mails with documents and the vaccination OTP
 * SMS the vault's sandbox "sent" the signed-in client; the server refuses it in production,
 * which shows here as the error. The shell's /dev/outbox shows identity's messages (sign-in OTP).
 */
export function DevOutboxPage() {
  const { data, loading, error, refetch } = useQuery(VaultDevDocumentOutboxDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  let content;
  if (loading && !data) content = <Spinner label="Loading the outbox" />;
  else if (error) content = <ErrorMessage title="The development outbox is not available" message={errorMessage(error, 'We could not load the outbox.')} onRetry={() => void refetch()} />;
  else if (!data?.devDocumentOutbox.length) content = <EmptyState title="No messages yet" description="Documents you e-mail and vaccination OTPs appear here." testId="vault-outbox-empty" />;
  else {
    content = (
      <ul className="list" aria-label="Messages, newest first">
        {[...data.devDocumentOutbox]
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .map((message) => (
            <li key={message.id}>
              <Card testId="vault-outbox-message" title={message.subject ?? (message.channel === 'SMS' ? 'SMS' : 'Email')}>
                <p>
                  {message.channel === 'SMS' ? 'SMS' : 'Email'} to <strong>{message.destination}</strong> · {formatDate(message.createdAt)}
                </p>
                <pre className="outbox-message__body">{message.body}</pre>
                {message.attachments.length ? (
                  <ul aria-label="Attachments">
                    {message.attachments.map((attachment) => (
                      <li key={`${attachment.name}-${attachment.size}`} data-testid="vault-outbox-attachment">
                        {attachment.url ? <a href={attachment.url}>{attachment.name}</a> : attachment.name} ({attachment.contentType}, {Math.ceil(attachment.size / 1024)} KB)
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Card>
            </li>
          ))}
      </ul>
    );
  }
  return (
    <Page
      title="Development outbox: documents"
      testId="vault-dev-outbox"
      intro="Messages the vault's sandbox sent to you instead of a real e-mail or SMS. Not available in production."
      actions={
        <Button variant="secondary" onClick={() => void refetch()} disabled={loading}>
          Refresh
        </Button>
      }
    >
      {content}
    </Page>
  );
}
