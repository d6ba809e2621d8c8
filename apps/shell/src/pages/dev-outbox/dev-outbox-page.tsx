import { useQuery } from '@apollo/client/react';
import { Button, Card, EmptyState, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { GuardScreenLayout } from '../../session/guard-screen-layout';
import { ShellDevOutboxDocument, type ShellDevOutboxQuery } from '../../gql/graphql';

type OutboxMessage = ShellDevOutboxQuery['devOutbox'][number];

const timeFormat = new Intl.DateTimeFormat('en-ZA', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Africa/Johannesburg',
});

function formatTime(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : timeFormat.format(time);
}

/** Newest first, whatever order the server used. */
export function newestFirst(messages: readonly OutboxMessage[]): OutboxMessage[] {
  return [...messages].sort((a, b) => (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0));
}

/**
 * Development outbox (/dev/outbox): the SMS and e-mails the sandbox "sent" the signed-in
 * client, such as the OTP. Needs only a session (not registration or the OTP), and the server
 * refuses it in production, which shows here as the error state (docs/decisions/dev-outbox.md).
 */
export function DevOutboxPage() {
  const { data, loading, error, refetch } = useQuery(ShellDevOutboxDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const messages = data ? newestFirst(data.devOutbox) : [];

  let content;
  if (loading && !data) content = <Spinner label="Loading the outbox" />;
  else if (error) {
    content = (
      <ErrorMessage
        title="The development outbox is not available"
        message={errorMessage(error, 'We could not load the outbox.')}
        onRetry={() => void refetch()}
      />
    );
  } else if (messages.length === 0) {
    content = <EmptyState title="No messages yet" description="SMS and e-mails sent to you (such as your OTP) appear here." testId="dev-outbox-empty" />;
  } else {
    content = (
      <ul className="list" aria-label="Messages, newest first">
        {messages.map((message) => (
          <li key={message.id}>
            <Card testId="dev-outbox-message">
              <div className="outbox-message">
                <div className="list-row">
                  <span className={message.channel === 'SMS' ? 'badge badge--success' : 'badge'}>{message.channel === 'SMS' ? 'SMS' : 'Email'}</span>
                  <span className="muted">
                    <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
                  </span>
                </div>
                <p>
                  To <strong>{message.destination}</strong>
                </p>
                <pre className="outbox-message__body">{message.body}</pre>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <GuardScreenLayout wide>
      <Page
        title="Development outbox"
        testId="dev-outbox"
        intro="Messages the sandbox sent to you instead of a real SMS or e-mail. Not available in production."
        actions={
          <Button variant="secondary" onClick={() => void refetch()} disabled={loading}>
            {loading && data ? 'Refreshing…' : 'Refresh'}
          </Button>
        }
      >
        {content}
      </Page>
    </GuardScreenLayout>
  );
}
