import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ErrorMessage, Page } from '@imali/shared/ui';
import { ShellMeDocument } from '../gql/graphql';
import { GuardScreenLayout } from './guard-screen-layout';

/** Signed in, but the client record (registration, terms and OTP flags) could not be read. */
export function SessionClientError() {
  const client = useApolloClient();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    try {
      await client.refetchQueries({ include: [ShellMeDocument] });
    } finally {
      setRetrying(false);
    }
  };
  return (
    <GuardScreenLayout>
      <Page title="Something went wrong" testId="session-client-error">
        <ErrorMessage
          message="We could not load your profile. Please try again, or contact support if this keeps happening."
          onRetry={() => void retry()}
          retryLabel={retrying ? 'Trying again…' : 'Try again'}
        />
      </Page>
    </GuardScreenLayout>
  );
}
