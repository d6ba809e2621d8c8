import { useQuery } from '@apollo/client/react';
import { Card, EmptyState, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { GroupsListDocument } from '../../gql/graphql';

/** /group: the groups (societies, employers' schemes) the client belongs to. */
export function GroupListPage() {
  const { data, loading, error, refetch } = useQuery(GroupsListDocument);
  const groups = data?.myClient?.groups ?? [];

  let content;
  if (loading && !data) content = <Spinner label="Loading your groups" />;
  else if (error) {
    content = <ErrorMessage message={errorMessage(error, 'We could not load your groups.')} onRetry={() => void refetch()} />;
  } else if (groups.length === 0) {
    content = <EmptyState title="You are not part of a group yet" description="Groups you belong to, and their cover, show here." />;
  } else {
    content = (
      <ul className="card-grid" aria-label="My groups">
        {groups.map((group) => (
          <li key={group.id}>
            <Card headingLevel={2} title={group.name || 'Unnamed group'} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page title="My Groups" testId="groups-page">
      {content}
    </Page>
  );
}
