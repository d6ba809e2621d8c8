import { useQuery } from '@apollo/client/react';
import { ButtonLink, Card, ErrorMessage, LinkCard, Page, Spinner, formatYear } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { SHELL_MY_CLIENT } from '../home/my-client.graphql';

function initials(firstNames: string | null, surname: string | null): string {
  return [firstNames, surname]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

/** Profile home (spec: name, member-since year, photo, Edit; menu cards). Read-only for now. */
export function ProfilePage() {
  const { data, loading, error, refetch } = useQuery(SHELL_MY_CLIENT);
  const client = data?.myClient;

  let content;
  if (loading && !data) content = <Spinner label="Loading your profile" />;
  else if (error || !client) {
    content = (
      <ErrorMessage message={errorMessage(error, 'We could not load your profile.')} onRetry={() => void refetch()} />
    );
  } else {
    const since = formatYear(client.createdAt);
    const name = [client.firstNames, client.surname].filter(Boolean).join(' ');
    content = (
      <>
        <Card testId="profile-summary">
          <div className="list-row">
            <span className="avatar" aria-hidden="true">
              {initials(client.firstNames, client.surname) || '?'}
            </span>
            <div style={{ flex: 1 }}>
              <h2 className="card__title">{name || 'Your profile'}</h2>
              {since ? <p className="muted">Member since {since}</p> : null}
            </div>
            <ButtonLink to="/profile/edit" variant="secondary">
              Edit
            </ButtonLink>
          </div>
        </Card>
        <ul className="card-grid section" aria-label="Profile menu">
          <li>
            <LinkCard to="/documents" title="My Document Vault" />
          </li>
          <li>
            <LinkCard to="/profile/edit" title="Profile Settings" />
          </li>
          <li>
            <LinkCard to="/logout" title="Logout" />
          </li>
        </ul>
      </>
    );
  }

  return (
    <Page title="My Profile" testId="profile-page">
      {content}
    </Page>
  );
}
