import { useQuery } from '@apollo/client/react';
import { ButtonLink, Card, ErrorMessage, Page, ReadOnlyField, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { SHELL_MY_CLIENT } from '../home/my-client.graphql';

/** Profile Settings: read-only until profile updates arrive with the identity issue. */
export function ProfileEditPage() {
  const { data, loading, error, refetch } = useQuery(SHELL_MY_CLIENT);
  const client = data?.myClient;

  let content;
  if (loading && !data) content = <Spinner label="Loading your profile" />;
  else if (error || !client) {
    content = (
      <ErrorMessage message={errorMessage(error, 'We could not load your profile.')} onRetry={() => void refetch()} />
    );
  } else {
    content = (
      <Card>
        <div className="form">
          <ReadOnlyField label="First names" value={client.firstNames ?? ''} />
          <ReadOnlyField label="Surname" value={client.surname ?? ''} />
          <ReadOnlyField label="Email" value={client.email ?? ''} />
          <p className="muted">To change these details, please contact us.</p>
        </div>
      </Card>
    );
  }

  return (
    <Page title="Profile Settings" testId="profile-edit-page" actions={<ButtonLink to="/profile" variant="ghost">Back</ButtonLink>}>
      {content}
    </Page>
  );
}
